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
  publicUrl: string | undefined
  trustProxy: boolean
  cacheTtlMs: number
}

const root = resolve(import.meta.dirname, '..')

/** Every setting comes from the environment; the README lists them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || resolve(root, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    rateLimit: env.RATE_LIMIT !== 'off',
    logLevel: env.LOG_LEVEL || 'info',
    distDir: resolve(env.DIST_DIR || resolve(root, 'dist')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Reefline <no-reply@reefline.test>',
    publicUrl: env.PUBLIC_URL || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    cacheTtlMs: Math.max(0, Number(env.CACHE_TTL_MS ?? 2000) || 0),
  }
}
