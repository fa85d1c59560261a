import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/harness.ts'
import { Outbox } from './outbox.ts'

describe('the outbox worker', () => {
  const t = useTestApp()

  it('carries out several due jobs side by side, each once, and takes the rest as lanes free up', async () => {
    // The app's own worker would take these jobs too (and fail them: it has no handler for them).
    await t.app.outbox.stop()
    const outbox = new Outbox(t.db)
    let running = 0
    let peak = 0
    const ran: number[] = []
    const gates: (() => void)[] = []
    outbox.handle('slow-call', async (payload) => {
      running++
      peak = Math.max(peak, running)
      await new Promise<void>((resolve) => gates.push(resolve))
      ran.push((payload as { n: number }).n)
      running--
    })
    for (let n = 1; n <= 6; n++) await outbox.enqueue(t.db, 'slow-call', { n })
    const drained = outbox.drain()
    await expect.poll(() => running).toBe(4)
    expect(gates.length).toBeGreaterThan(0)
    // No more than four at once: the other two wait for a lane.
    expect(await outbox.pending()).toBe(6)
    while (ran.length < 6) {
      gates.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await drained
    expect(peak).toBe(4)
    expect(ran.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
    expect(await outbox.pending()).toBe(0)
  })
})
