import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type ServerProcess, startServer, untilHealthy } from './processes.ts'

let server: ServerProcess
const dataDir = mkdtempSync(join(tmpdir(), 'reefline-log-'))

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT: 'off', LOG_LEVEL: 'info' })
  await untilHealthy(server)
}, 90_000)

afterAll(async () => {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The JSON lines the process wrote since `from` characters of its output. */
const linesSince = (from: number) =>
  server
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

it('logs each request once at info, with its status and duration and without its query string', async () => {
  const from = server.output().length
  // The health check untilHealthy made may still be on its way to the output: these paths are ours alone.
  const ours = (line: Record<string, unknown>) => line.msg === 'request' && line.path !== '/api/health'
  expect((await fetch(`${server.url}/api/website/v1/General/GetCountries?UsedOnly=true`)).status).toBe(200)
  await fetch(`${server.url}/api/does-not-exist?secret=typed-by-a-diver`)
  await expect.poll(() => linesSince(from).filter(ours).length).toBe(2)
  const lines = linesSince(from)
  expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([])
  const logged = lines.filter(ours)
  expect(logged.map((line) => [line.method, line.path, line.status])).toEqual([
    ['GET', '/api/website/v1/General/GetCountries', 200],
    ['GET', '/api/does-not-exist', 404],
  ])
  for (const line of logged) {
    // The 404 included: one line for its request, not a second "Route not found".
    expect(lines.filter((other) => other.reqId === line.reqId)).toEqual([line])
    expect(line.level).toBe(30)
    expect(typeof line.ms).toBe('number')
    expect(typeof line.reqId).toBe('string')
  }
  expect(server.output()).not.toContain('typed-by-a-diver')
  // Nothing else at start either: no deprecation notice a newcomer must learn to ignore.
  expect(server.output()).not.toMatch(/Deprecation|FSTDEP/)
})
