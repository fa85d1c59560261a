import { sql } from 'kysely'
import type { Db } from '../../db/schema.ts'

/** A branch's rates are the averages of its reviews, overall and per kind; null when there are none. */
export async function refreshBranchRates(db: Db, branchIds?: number[]): Promise<void> {
  if (branchIds && branchIds.length === 0) return
  const average = (kind?: string) =>
    sql<string | null>`(select round(avg(r.rate), 2) from reviews r where r.branch_id = branches.id ${kind ? sql`and r.kind = ${kind}` : sql``})`
  let query = db.updateTable('branches').set({
    rate: average(),
    trip_rate: average('trip'),
    course_rate: average('course'),
    liveaboard_rate: average('liveaboard'),
  })
  if (branchIds) query = query.where('id', 'in', branchIds)
  await query.execute()
}
