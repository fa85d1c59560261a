import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * `npm run start:cluster`: the deployment Reefline scales out with, on one machine: N API processes on
 * one PostgreSQL (DATABASE_URL) behind nginx (deploy/nginx.conf.template). The deployment tests
 * (server/test/deployment.test.ts) start it with the same function.
 */
const root = resolve(import.meta.dirname, '..')
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path))

export const nginxAvailable = (): boolean => NGINX !== undefined

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

async function untilAnswers(url: string, ms: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline && alive()) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 150))
  }
  throw new Error(`${url} did not answer`)
}

export type ApiProcess = { port: number; child: ChildProcess; output: () => string; exited: Promise<number | null> }

export type Cluster = {
  /** the proxy's address: what clients use */
  url: string
  processes: ApiProcess[]
  /** ends process `i` with `signal` (SIGKILL: a crash) and resolves when it has exited */
  kill: (i: number, signal?: NodeJS.Signals) => Promise<number | null>
  /** starts process `i` again on its port and waits until it answers */
  restart: (i: number) => Promise<void>
  /** the proxy's error log, for a failing test to show */
  proxyLog: () => string
  stop: () => Promise<void>
}

type Options = {
  databaseUrl: string
  /** API processes behind the proxy (3) */
  size?: number
  /** where the proxy listens (a free port when 0), and on which address (127.0.0.1) */
  port?: number
  host?: string
  /** the built PWA the processes and the proxy serve */
  distDir?: string
  /** more environment for every process (RATE_LIMIT, CACHE_TTL_MS, …) */
  env?: Record<string, string>
  /** a process that ends on its own is started again (the command does; tests kill on purpose) */
  restartOnExit?: boolean
  /**
   * The proxy's limits per client address (limit_conn, limit_req) stay on (true). A load generator is
   * one address sending far more than any screen: the throughput benchmark lifts them, or it measures
   * the limit.
   */
  perAddressLimits?: boolean
  log?: (line: string) => void
}

function startProcess(port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port), TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return { port, child, output: () => text, exited }
}

const running = (p: ApiProcess) => p.child.exitCode === null && p.child.signalCode === null

/** The proxy's configuration: the template with this machine's ports, folders and user. */
function nginxConfig(prefix: string, listen: string, ports: number[], distDir: string, perAddressLimits: boolean): string {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')
  // Run as root (a container, CI), nginx's workers would drop to `nobody`, who cannot write the
  // temporary folders made here; as anyone else the line must not be there at all.
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  const template = readFileSync(join(root, 'deploy/nginx.conf.template'), 'utf8')
  return (perAddressLimits ? template : template.replace(/^\s*limit_(conn|req) (reefline_conn|zone=reefline_req)\b.*$/gm, ''))
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{USER}}', user)
    .replaceAll('{{SERVERS}}', servers)
    .replaceAll('{{LISTEN}}', listen)
    .replaceAll('{{DIST}}', distDir)
}

export async function startCluster(options: Options): Promise<Cluster> {
  if (!NGINX) throw new Error('nginx is not installed: `sudo apt-get install nginx` (Debian), then run this again')
  const size = options.size ?? 3
  const distDir = resolve(options.distDir ?? join(root, 'dist'))
  const log = options.log ?? (() => undefined)
  const env = { DIST_DIR: distDir, ...options.env, DATABASE_URL: options.databaseUrl }
  const ports = await Promise.all(Array.from({ length: size }, () => freePort()))
  const processes: ApiProcess[] = []
  let stopping = false

  const launch = (i: number) => {
    const started = startProcess(ports[i]!, env)
    processes[i] = started
    void started.exited.then((code) => {
      if (stopping || !options.restartOnExit || processes[i] !== started) return
      log(`process ${i + 1} (port ${ports[i]}) ended with ${code}; starting it again`)
      launch(i)
    })
    return started
  }
  ports.forEach((_port, i) => launch(i))
  await Promise.all(
    processes.map((p) =>
      untilAnswers(`http://127.0.0.1:${p.port}/api/health`, 120_000, () => running(p)).catch(() => {
        throw new Error(`an API process did not start:\n${p.output()}`)
      }),
    ),
  )
  log(`${size} API processes on ports ${ports.join(', ')}`)

  const listen = options.port || (await freePort())
  const prefix = mkdtempSync(join(tmpdir(), 'reefline-nginx-'))
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'catalogue']) mkdirSync(join(prefix, dir))
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(prefix, `${options.host ?? '127.0.0.1'}:${listen}`, ports, distDir, options.perAddressLimits ?? true))
  const checked = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' })
  if (checked.status !== 0) throw new Error(`the nginx configuration is refused:\n${checked.stderr}`)
  const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let nginxErrors = ''
  nginx.stderr.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()))
  const nginxExited = new Promise<void>((done) => nginx.once('exit', () => done()))
  const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${listen}`
  await untilAnswers(`${url}/api/health`, 30_000, () => nginx.exitCode === null).catch(() => {
    throw new Error(`nginx did not start:\n${nginxErrors}`)
  })
  log(`nginx on ${url}`)

  const kill = async (i: number, signal: NodeJS.Signals = 'SIGKILL') => {
    const p = processes[i]!
    if (running(p)) p.child.kill(signal)
    return p.exited
  }
  return {
    url,
    processes,
    kill,
    restart: async (i) => {
      await kill(i, 'SIGTERM')
      const p = launch(i)
      await untilAnswers(`http://127.0.0.1:${p.port}/api/health`, 60_000, () => running(p))
    },
    proxyLog: () => {
      const file = join(prefix, 'error.log')
      return nginxErrors + (existsSync(file) ? readFileSync(file, 'utf8') : '')
    },
    stop: async () => {
      stopping = true
      nginx.kill('SIGQUIT')
      await nginxExited
      await Promise.all(processes.map((p) => (running(p) ? (p.child.kill('SIGTERM'), p.exited) : p.exited)))
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

// `npm run start:cluster`
if (import.meta.main) {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    console.error('\n  start:cluster needs PostgreSQL: set DATABASE_URL (the embedded PGlite belongs to one process).\n')
    process.exit(1)
  }
  const { buildIfStale } = await import('./build-if-stale.ts')
  buildIfStale()
  const size = Number(process.env.CLUSTER_SIZE ?? 3)
  const cluster = await startCluster({
    databaseUrl,
    size,
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST || '0.0.0.0',
    restartOnExit: true,
    log: (line) => console.log(`  ${line}`),
  })
  console.log(`\n  Reefline is running at ${cluster.url}/ behind nginx, ${size} API processes on one PostgreSQL\n`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`  ${signal}: stopping the proxy, then the processes (each finishes what it was doing)`)
      void cluster.stop().then(() => process.exit(0))
    })
  }
}
