import { resolve } from 'node:path'

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
  /** the site's own origin, the only one e-mailed links ever point at */
  publicUrl: string
  trustProxy: boolean
  cacheTtlMs: number
  /** extra origins the CSP lets the map reach (a tiled style and its tiles) */
  mapOrigins: string[]
  pgPoolMax: number
  /** parse every answer with its declared schema before sending it (tests) */
  checkResponses: boolean
  /** where card payments go: `local` (built in, charges no card) */
  paymentProvider: string
  /** how long a booking waits for the provider's answer before saying the payment is being confirmed */
  chargeTimeoutMs: number
  /** how often each process looks for charges and refunds the provider left unanswered */
  settleIntervalMs: number
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
    if (env.NODE_ENV === 'production') throw new Error('PUBLIC_URL must be set when NODE_ENV=production (the origin e-mailed links point at, e.g. https://reefline.app)')
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

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`)
  return n
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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    cacheTtlMs: Math.max(0, Number(env.CACHE_TTL_MS ?? 2000) || 0),
    mapOrigins: (env.MAP_ORIGINS ?? '').split(/\s+/).filter(Boolean),
    pgPoolMax: positiveInt('PG_POOL_MAX', env.PG_POOL_MAX, 10),
    checkResponses: env.CHECK_RESPONSES === '1',
    paymentProvider: env.PAYMENT_PROVIDER || 'local',
    chargeTimeoutMs: positiveInt('CHARGE_TIMEOUT_MS', env.CHARGE_TIMEOUT_MS, 15_000),
    settleIntervalMs: positiveInt('SETTLE_INTERVAL_MS', env.SETTLE_INTERVAL_MS, 10_000),
  }
}
