import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServer, untilHealthy } from './processes.ts'

/**
 * The embedded database belongs to one process: a second `npm start` on the same DATA_DIR must
 * stop at once instead of writing over the first one's pages, whoever it is and wherever it runs.
 */
describe.runIf(process.env.TEST_DB !== 'postgres')('one PGlite DATA_DIR, two processes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefline-lock-'))
  const started: ServerProcess[] = []
  const start = async (wrapper: string[] = []) => {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT: 'off' }, wrapper)
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

  // Two containers on one volume: the second sees other process ids, so the owner's id in the
  // lock file means nothing to it. Only a lock the kernel holds for the owner can stop it.
  const otherNamespace = ['unshare', '--pid', '--fork', '--kill-child']
  it.runIf(spawnSync(otherNamespace[0]!, [...otherNamespace.slice(1), 'true']).status === 0)(
    'stops a second process in another PID namespace too',
    async () => {
      const [first] = started
      const second = await start(otherNamespace)
      // It must stop by itself; answering its health check means it opened the owner's pages.
      const outcome = await Promise.race([
        second.exited,
        untilHealthy(second).then(
          () => 'running',
          () => 'ended',
        ),
      ])
      expect(outcome).toBe(1)
      expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${first!.child.pid}`)
      expect((await fetch(`${first!.url}/api/website/v1/General/GetCountries`)).status).toBe(200)
      // And it left the owner's lock in place: a third, here, is still refused.
      const third = await start()
      expect(await third.exited).toBe(1)
    },
    90_000,
  )

  it('takes over the directory of a process that was killed', async () => {
    const [first] = started
    await first!.stop('SIGKILL')
    const next = await start()
    await untilHealthy(next)
    expect((await fetch(`${next.url}/api/website/v1/General/GetCountries`)).status).toBe(200)
  }, 90_000)
})
