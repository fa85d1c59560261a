import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from '../build-stamp.ts'

const base = '/api/website/v1'

/** Resident memory of a process, from /proc (Linux), in MB. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024
}

export async function untilUp(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer`)
}

/**
 * A POST whose answer is read even when the server answers before taking the whole body (a 413 from
 * Content-Length): the status, or 'closed' if nothing came back.
 */
function post(url: string, body: string): Promise<number | 'closed'> {
  return new Promise((resolve) => {
    let settled = false
    const done = (value: number | 'closed') => {
      if (!settled) resolve(value)
      settled = true
    }
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume()
      response.on('end', () => done(response.statusCode ?? 0))
    })
    req.on('error', () => setTimeout(() => done('closed'), 50))
    req.end(body)
  })
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The real server (`server/main.ts`) a bench measures, answering at `url`; `stop` ends it and removes its data. */
export type BenchServer = { url: string; pid: number; stop: () => Promise<void> }

/**
 * The real server on a fresh PGlite database of its own (a temporary directory named after the bench),
 * rate limits off, answering once its health check does; `env` adds to or overrides its settings.
 */
export async function startBenchServer(name: string, port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `reefline-bench-${name}-`))
  const url = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [join(root, 'server/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  })
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await untilUp(`${url}/api/health`)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, pid: server.pid!, stop }
}

/**
 * What hostile traffic costs the real server process: resident memory before and after 1,000
 * one-megabyte junk bodies to the cached directory call (the cache keys on the validated filter,
 * so junk adds nothing), and the time a reset request takes for a known and an unknown e-mail.
 */
export async function benchMemory(): Promise<void> {
  const server = await startBenchServer('memory', 18_950, { DIST_DIR: '/nonexistent' })
  const url = server.url
  try {
    const directory = (body: string) => post(`${url}${base}/BranchWeb/DiveCenters?isEnglish=true`, body)
    for (let i = 0; i < 50; i++) await directory(JSON.stringify({ Page: 1 + (i % 5) }))
    console.log('\nHostile traffic, the real server process (PGlite)')
    // Junk too large for any call, then junk just under the body limit (parsed, its unknown fields dropped before the cache key).
    for (const [label, size] of [
      ['one-megabyte', 1024 * 1024],
      ['60 KB', 60 * 1024],
    ] as const) {
      const before = residentMb(server.pid)
      const junk = 'x'.repeat(size - 64)
      const statuses = new Map<number | 'closed', number>()
      for (let i = 0; i < 1000; i++) {
        const status = await directory(JSON.stringify({ Page: 1 + (i % 5), [`junk${i}`]: junk }))
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const after = residentMb(server.pid)
      const growth = after - before
      console.log(
        `  1,000 ${label} junk bodies to BranchWeb/DiveCenters: resident ${before.toFixed(0)} MB → ${after.toFixed(0)} MB (${(growth >= 0 ? '+' : '') + growth.toFixed(0)} MB; budget +50 MB); answers ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}`,
      )
    }

    const reset = async (email: string) => {
      const started = performance.now()
      await (
        await fetch(`${url}${base}/Users/SendPasswordResetLink`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        })
      ).arrayBuffer()
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 100; i++) {
      known.push(await reset('diver@reefline.test'))
      unknown.push(await reset(`nobody${i}@example.com`))
    }
    console.log(`  Users/SendPasswordResetLink, median of 100: known e-mail ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms`)
  } finally {
    await server.stop()
  }
}
