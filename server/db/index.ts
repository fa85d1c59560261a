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

type Options = { databaseUrl?: string; dataDir?: string; pgliteDataDir?: string | null; loadDataDir?: Blob }

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `<dataDir>/db`.
 * `pgliteDataDir: null` keeps PGlite in memory (tests).
 */
export async function openDatabase(options: Options): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg')
    // numeric → string is pg's default; bigint counts come back as strings too and are converted where read.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 10) })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, kind: 'postgres', close: () => db.destroy(), dump: () => Promise.reject(new Error('dump is for PGlite')) }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  let dir: string | undefined
  if (options.pgliteDataDir !== null) {
    dir = options.pgliteDataDir ?? join(options.dataDir ?? '.data', 'db')
    mkdirSync(dir, { recursive: true })
  }
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir: options.loadDataDir })
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
  return { db, kind: 'pglite', close: () => db.destroy(), dump: () => pglite.dumpDataDir('gzip') }
}
