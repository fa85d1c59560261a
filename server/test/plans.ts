import { CompiledQuery } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import { type DbHandle, openDatabase } from '../db/index.ts'
import { growCatalogue } from '../db/seed/grow.ts'
import type { Db } from '../db/schema.ts'
import { freshPostgresDatabase } from './harness.ts'

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Actual Rows': number
  'Actual Loops': number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  'Heap Fetches'?: number
  'Shared Hit Blocks'?: number
  'Shared Read Blocks'?: number
  Plans?: PlanNode[]
}

function walk(node: PlanNode, relation: string, out: { rows: number; seqScans: number; pages: number }) {
  if (node['Relation Name'] === relation) {
    const loops = node['Actual Loops']
    if (node['Node Type'] === 'Seq Scan') out.seqScans++
    // A scan's own pages (a scan node has no child but a bitmap's index scan, counted in it).
    out.pages += (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0)
    if (node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Bitmap Heap Scan') {
      out.rows += (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * loops
    }
    if (node['Node Type'] === 'Index Only Scan') out.rows += node['Heap Fetches'] ?? 0
  }
  for (const child of node.Plans ?? []) walk(child, relation, out)
  return out
}

/**
 * Runs a captured query under EXPLAIN ANALYZE (PostgreSQL) and tells how many rows of `relation` it
 * read from the table itself, where each is a page read of a wide row: what an index scan returns or
 * throws away, what a bitmap scan rechecks, an index-only scan's fetches of rows not marked visible;
 * how many sequential scans of it (each reads every row); and how many pages its scans touched,
 * index and table (what an index led by the wrong column makes a walk read, though no row is).
 */
export async function rowsRead(db: Db, query: CompiledQuery, relation: string): Promise<{ rows: number; seqScans: number; pages: number }> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (analyze, buffers, format json) ${query.sql}`, [...query.parameters]),
  )
  return walk(rows[0]!['QUERY PLAN'][0].Plan, relation, { rows: 0, seqScans: 0, pages: 0 })
}

/**
 * A PostgreSQL database of its own for the suite, the seed grown to `branches` centers (plans only
 * mean something at a size where reading rows costs), and every query the code under test makes
 * since `captured` was last emptied.
 */
export function useGrownCatalogue(branches: number): { db: () => Db; captured: CompiledQuery[] } {
  let handle: DbHandle | undefined
  let drop: (() => Promise<void>) | undefined
  const captured: CompiledQuery[] = []
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase()
    drop = fresh.drop
    handle = await openDatabase({ databaseUrl: fresh.url, poolMax: 1, onQuery: (query) => captured.push(query) })
    await growCatalogue(handle.db, branches)
    // Growing copies what the pages read of each center (pictures, reviews, boats, cabins, rentals): a
    // few minutes on a busy two-core machine at 20,000 centers.
  }, 600_000)
  afterAll(async () => {
    await handle?.close()
    await drop?.()
  })
  return { db: () => handle!.db, captured }
}
