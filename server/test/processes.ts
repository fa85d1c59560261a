import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

export type ServerProcess = {
  child: ChildProcess
  url: string
  output: () => string
  /** resolves with the exit code once the process has ended */
  exited: Promise<number | null>
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * Starts `server/main.ts` as its own process, as `npm run serve` does, on a free port; `wrapper`
 * runs it under another command (`unshare …`: a process of another container).
 */
export async function startServer(env: Record<string, string>, wrapper: string[] = []): Promise<ServerProcess> {
  const port = await freePort()
  const [command, ...args] = [...wrapper, process.execPath, 'server/main.ts']
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, DIST_DIR: '/nonexistent', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** Waits until the process answers its health check (or ends, or `ms` pass). */
export async function untilHealthy(server: ServerProcess, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms
  let ended = false
  void server.exited.then(() => (ended = true))
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 150))
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`)
}

/** Two server processes on `env`, started side by side, each answering its health check. */
export function startPair(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  const healthy = async () => {
    const server = await startServer(env)
    await untilHealthy(server)
    return server
  }
  return Promise.all([healthy(), healthy()])
}

export type PostAnswer = { status: number; json: unknown; headers: Headers }

/**
 * POSTs JSON to a process's API as the app does: with the diver's token when given, and under a
 * fresh Idempotency-Key unless `key` names one (or is null: none at all).
 */
export async function postTo(server: ServerProcess, path: string, body: unknown, options: { token?: string; key?: string | null } = {}): Promise<PostAnswer> {
  const key = options.key === undefined ? `process-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` : options.key
  const response = await fetch(`${server.url}/api/website/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: await response.json(), headers: response.headers }
}
