import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { DEFAULT_PUSH_HOSTS, parsePushHosts, type PushHost } from './modules/push/push-endpoints.ts'

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  jwtSecret: string | undefined
  rateLimit: boolean
  logLevel: string
  distDir: string
  smtpUrl: string | undefined
  mailFrom: string
  /** Web Push: the VAPID key pair (both or neither; otherwise one is made once and kept in the database) and the contact sent with it */
  vapid: { publicKey: string; privateKey: string } | undefined
  vapidSubject: string
  /** Web Push: the push services a device's endpoint may name, whether tests may use loopback, and how long one push may take */
  push: { hosts: PushHost[]; allowLoopback: boolean; timeoutMs: number }
  /** the site's own origin, the only one e-mailed links ever point at */
  publicUrl: string
  /** whose X-Forwarded-For to believe: how many proxies stand in front, or their addresses; false for none */
  trustProxy: false | number | string[]
  cacheTtlMs: number
  /** how long a shared cache in front (nginx, a CDN) may keep a public catalogue answer */
  sharedCacheSeconds: number
  /** extra origins the CSP lets the map reach (a tiled style and its tiles) */
  mapOrigins: string[]
  pgPoolMax: number
  /** how long a query waits for a free database connection before the request is answered 503 */
  dbWaitMs: number
  /** parse every answer with its declared schema before sending it (tests) */
  checkResponses: boolean
  /** the built-in provider answers this long after it recorded a payment (0: at once) */
  localPaymentDelayMs: number
  /** where card payments go: `local` (built in, charges no card) */
  paymentProvider: string
  /** how long a booking waits for the provider's answer before saying the payment is being confirmed */
  chargeTimeoutMs: number
  /** how often each process looks for charges and refunds the provider left unanswered */
  settleIntervalMs: number
  /** the longest a whole request may take to arrive, headers and body */
  requestTimeoutMs: number
  /** the longest a request's headers may take to arrive */
  headersTimeoutMs: number
  /** how long a kept-alive connection may wait, idle, for its next request */
  keepAliveTimeoutMs: number
  /** how long a connection may go without a byte either way */
  connectionTimeoutMs: number
}

const root = resolve(import.meta.dirname, '..')

/**
 * Links in mail must never take their host from a request (a forged Host header would send a
 * diver's reset link to someone else's site): production names its origin, and development
 * uses the address it listens on.
 */
function publicOrigin(env: NodeJS.ProcessEnv, host: string, port: number): string {
  const configured = env.PUBLIC_URL?.trim()
  if (!configured) {
    if (env.NODE_ENV === 'production')
      throw new Error('PUBLIC_URL must be set when NODE_ENV=production (the origin e-mailed links point at, e.g. https://reefline.app)')
    return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`
  }
  let url: URL
  try {
    url = new URL(configured)
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${configured}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${configured}"`)
  return url.origin + url.pathname.replace(/\/+$/, '')
}

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

const isAddressOrNetwork = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/**
 * The client's address is the rightmost X-Forwarded-For entry that no trusted proxy wrote:
 * everything left of it was written by the client and proves nothing. So TRUST_PROXY says how many
 * proxies stand in front (`1`: one nginx) or which addresses they have; "trust every hop" would
 * let any client pick the address each per-address limit counts, and is refused.
 */
function trustedProxies(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? ''
  if (text === '' || text === '0') return false
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text.split(',').map((entry) => entry.trim())
  const bad = entries.find((entry) => !isAddressOrNetwork(entry))
  if (bad === undefined) return entries
  const every = text === 'true' ? ': "true" would trust every hop, so a client could name its own address to the rate limits' : ''
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the server (1 for one nginx) or a comma-separated list of their addresses or networks (10.0.0.0/8, ::1, loopback), got "${value}"${every}`,
  )
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`)
  return n
}

/**
 * How long a connection may take: without limits a client sending a byte every 20 s holds a
 * connection (and its memory) forever, and fifty of them cost it nothing. A 5 MB photo from a
 * phone on a slow network fits in two minutes; headers, a few hundred bytes, in thirty seconds.
 * The keep-alive wait outlasts a fronting proxy's own (nginx and most balancers: 60 s), so the
 * proxy, not this server, closes an idle connection and never sends on one being closed.
 */
function timeouts(env: NodeJS.ProcessEnv) {
  const requestTimeoutMs = positiveInt('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 120_000)
  const headersTimeoutMs = positiveInt('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, Math.min(30_000, requestTimeoutMs))
  if (headersTimeoutMs > requestTimeoutMs)
    throw new Error(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs})`)
  return {
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: positiveInt('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 72_000),
    connectionTimeoutMs: positiveInt('CONNECTION_TIMEOUT_MS', env.CONNECTION_TIMEOUT_MS, 60_000),
  }
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (base64url, as `web-push generate-vapid-keys` prints them), or neither. */
function vapidKeys(env: NodeJS.ProcessEnv): { publicKey: string; privateKey: string } | undefined {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? ''
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? ''
  if (!publicKey && !privateKey) return undefined
  if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey) || !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) {
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together: a P-256 key pair in base64url (87 and 43 characters, as `npx web-push generate-vapid-keys` prints them)',
    )
  }
  return { publicKey, privateKey }
}

/** Who push services may contact about this server's messages: an https: URL or a mailto: address. */
function vapidSubject(env: NodeJS.ProcessEnv): string {
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM ?? '')?.[1] ?? env.MAIL_FROM?.trim() ?? 'no-reply@reefline.test'}`
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(subject)) throw new Error(`VAPID_SUBJECT must be an https: URL or a mailto: address, got "${subject}"`)
  return subject
}

/**
 * PUSH_HOSTS (the browsers' push services unless set), PUSH_ALLOW_LOOPBACK (tests: their own push
 * service on 127.0.0.1; refused in production), PUSH_TIMEOUT_MS (one push, connection and answer).
 */
function pushSettings(env: NodeJS.ProcessEnv): Config['push'] {
  const allowLoopback = env.PUSH_ALLOW_LOOPBACK === '1'
  if (allowLoopback && env.NODE_ENV === 'production')
    throw new Error('PUSH_ALLOW_LOOPBACK is for tests: with NODE_ENV=production a diver could make the server post to its own host')
  return {
    hosts: parsePushHosts(env.PUSH_HOSTS?.trim() || DEFAULT_PUSH_HOSTS),
    allowLoopback,
    timeoutMs: positiveInt('PUSH_TIMEOUT_MS', env.PUSH_TIMEOUT_MS, 5_000),
  }
}

/** Every setting comes from the environment; the README lists them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  const host = env.HOST || '0.0.0.0'
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || resolve(root, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    rateLimit: env.RATE_LIMIT !== 'off',
    logLevel: env.LOG_LEVEL || 'info',
    distDir: resolve(env.DIST_DIR || resolve(root, 'dist')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Reefline <no-reply@reefline.test>',
    publicUrl: publicOrigin(env, host, port),
    vapid: vapidKeys(env),
    vapidSubject: vapidSubject(env),
    push: pushSettings(env),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    cacheTtlMs: Math.max(0, Number(env.CACHE_TTL_MS ?? 2000) || 0),
    sharedCacheSeconds: Math.max(0, Math.floor(Number(env.CATALOGUE_CACHE_SECONDS ?? 5) || 0)),
    mapOrigins: (env.MAP_ORIGINS ?? '').split(/\s+/).filter(Boolean),
    pgPoolMax: positiveInt('PG_POOL_MAX', env.PG_POOL_MAX, 10),
    dbWaitMs: positiveInt('DB_WAIT_MS', env.DB_WAIT_MS, 5_000),
    checkResponses: env.CHECK_RESPONSES === '1',
    paymentProvider: env.PAYMENT_PROVIDER || 'local',
    localPaymentDelayMs: Math.max(0, Number(env.LOCAL_PAYMENT_DELAY_MS ?? 0) || 0),
    chargeTimeoutMs: positiveInt('CHARGE_TIMEOUT_MS', env.CHARGE_TIMEOUT_MS, 15_000),
    settleIntervalMs: positiveInt('SETTLE_INTERVAL_MS', env.SETTLE_INTERVAL_MS, 10_000),
    ...timeouts(env),
  }
}
