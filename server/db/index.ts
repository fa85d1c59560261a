import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import type { Database, Db } from './schema.ts'

export type DbKind = 'postgres' | 'pglite'
export type DbHandle = {
  db: Db
  kind: DbKind
  close: () => Promise<void>
  /** PGlite only: the data directory as a gzipped tarball (test templates, backups). */
  dump: () => Promise<Blob>
}

// Both drivers answer alike: `date` as 'YYYY-MM-DD' (no time-zone shift), `numeric` as an exact
// string (money), `bigint` (counts) as a number.
const DATE = 1082
const NUMERIC = 1700
const INT8 = 20
const asText = (value: string) => value
const asNumber = (value: string) => Number(value)

type Options = { databaseUrl?: string; dataDir?: string; pgliteDataDir?: string | null; loadDataDir?: Blob }

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `<dataDir>/db`.
 * `pgliteDataDir: null` keeps PGlite in memory (tests).
 */
export async function openDatabase(options: Options): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg')
    // numeric → string is pg's default; bigint counts come back as strings too and are converted where read.
    const parsers: Record<number, (value: string) => unknown> = { [DATE]: asText, [NUMERIC]: asText, [INT8]: asNumber }
    const types = { getTypeParser: (oid: number, format?: 'text' | 'binary'): unknown => parsers[oid] ?? (pg.types.getTypeParser(oid, format) as unknown) }
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 10), types })
    // An idle connection dropped by the server (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, kind: 'postgres', close: () => db.destroy(), dump: () => Promise.reject(new Error('dump is for PGlite')) }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  let dir: string | undefined
  if (options.pgliteDataDir !== null) {
    dir = options.pgliteDataDir ?? join(options.dataDir ?? '.data', 'db')
    mkdirSync(dir, { recursive: true })
  }
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir: options.loadDataDir, extensions: { pg_trgm }, parsers: { [DATE]: asText, [NUMERIC]: asText, [INT8]: asNumber } })
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
  return { db, kind: 'pglite', close: () => db.destroy(), dump: () => pglite.dumpDataDir('gzip') }
}
