import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServer, untilHealthy } from './processes.ts'

/**
 * The embedded database belongs to one process: a second `npm start` on the same DATA_DIR must
 * stop at once instead of writing over the first one's pages.
 */
describe.runIf(process.env.TEST_DB !== 'postgres')('one PGlite DATA_DIR, two processes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefline-lock-'))
  const started: ServerProcess[] = []
  const start = async () => {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT: 'off' })
    started.push(server)
    return server
  }
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop('SIGKILL')))
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('lets the first run and stops the second with a clear message', async () => {
    const first = await start()
    await untilHealthy(first)
    const second = await start()
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}; set DATABASE_URL to run several processes`)
    // The first one is untouched.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200)
  }, 90_000)

  it('takes over the directory of a process that was killed', async () => {
    const [first] = started
    await first!.stop('SIGKILL')
    const next = await start()
    await untilHealthy(next)
    expect((await fetch(`${next.url}/api/website/v1/General/GetCountries`)).status).toBe(200)
  }, 90_000)
})
