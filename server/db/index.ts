import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type CompiledQuery, Kysely, type LogConfig, PGliteDialect, PostgresDialect } from 'kysely'
import { lockDataDir } from './data-dir-lock.ts'
import { guarded } from './guarded-driver.ts'
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

/**
 * How alike a typed word and a word of a name must be for the directory search to forgive the
 * difference (pg_trgm word similarity; its default 0.6 misses one wrong letter in a short name such
 * as "orka" for "orca"). Set on every connection: the trigram operator reads it.
 */
const WORD_SIMILARITY = 0.4

const DEFAULT_WAIT_MS = 5_000

type Options = {
  databaseUrl?: string
  dataDir?: string
  pgliteDataDir?: string | null
  loadDataDir?: Blob
  /** PostgreSQL connections in this process's pool */
  poolMax?: number
  /** how long a query waits for a free connection (the pool's, PGlite's one) before it fails as busy (503) */
  waitMs?: number
  /** sees every query run (the benchmark's EXPLAIN) */
  onQuery?: (query: CompiledQuery) => void
}

/**
 * Ends a statement whose best plan depends on its values (`sql.raw(PLAN_PER_VALUES)` in a repository,
 * or a query's `.modifyEnd`): a directory filter as rare as "Arabic" or as common as "English",
 * a country with three centers or three thousand. PostgreSQL plans a prepared statement for its
 * values five times, then may keep one generic plan for every value: "Arabic only" took 12–19 ms
 * with it at 100,000 branches against 2.7 ms planned for its value. Such a statement is sent
 * unprepared, and planned for its values each time.
 */
export const PLAN_PER_VALUES = '/* plan per values */'

/**
 * Every parameterised query runs as a named prepared statement on its connection: PostgreSQL
 * parses and plans it once per connection instead of on every request. The set of distinct query
 * texts is small and fixed (Kysely builds them from code), so the cache stays bounded. One whose
 * plan depends on its values is not (PLAN_PER_VALUES).
 */
function preparePerConnection(client: import('pg').PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown[]) => Promise<unknown>
  const names = new Map<string, string>()
  const prepared = (text: unknown, values?: unknown) => {
    if (
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      values.length === 0 ||
      !/^\s*(select|insert|update|delete|with)\b/i.test(text) ||
      text.includes(PLAN_PER_VALUES)
    ) {
      return query(text, values as unknown[])
    }
    let name = names.get(text)
    if (!name) names.set(text, (name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`))
    return query({ name, text, values })
  }
  ;(client as unknown as { query: typeof prepared }).query = prepared
}

const logger = (onQuery?: (query: CompiledQuery) => void): LogConfig | undefined =>
  onQuery ? (event) => void (event.level === 'query' && onQuery(event.query)) : undefined

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
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // A request never waits for ever behind a full pool: it fails (503, plugins/errors.ts) and
      // the process keeps answering the others.
      connectionTimeoutMillis: options.waitMs ?? DEFAULT_WAIT_MS,
      types,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}`,
    })
    // An idle connection dropped by the server (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`))
    pool.on('connect', (client) => preparePerConnection(client))
    const db = new Kysely<Database>({ dialect: guarded(new PostgresDialect({ pool }), options.waitMs ?? DEFAULT_WAIT_MS), log: logger(options.onQuery) })
    return { db, kind: 'postgres', close: () => db.destroy(), dump: () => Promise.reject(new Error('dump is for PGlite')) }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  // The search's distance order (migration 021); PostgreSQL has it in contrib.
  const { cube } = await import('@electric-sql/pglite/contrib/cube')
  let dir: string | undefined
  let unlock = () => undefined as void
  if (options.pgliteDataDir !== null) {
    dir = options.pgliteDataDir ?? join(options.dataDir ?? '.data', 'db')
    mkdirSync(dir, { recursive: true })
    unlock = lockDataDir(dir)
  }
  let pglite
  try {
    pglite = await PGlite.create({
      dataDir: dir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm, cube },
      parsers: { [DATE]: asText, [NUMERIC]: asText, [INT8]: asNumber },
    })
  } catch (error) {
    unlock()
    throw error
  }
  await pglite.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`)
  const db = new Kysely<Database>({ dialect: guarded(new PGliteDialect({ pglite }), options.waitMs ?? DEFAULT_WAIT_MS), log: logger(options.onQuery) })
  const close = async () => {
    await db.destroy()
    unlock()
  }
  return { db, kind: 'pglite', close, dump: () => pglite.dumpDataDir('gzip') }
}
