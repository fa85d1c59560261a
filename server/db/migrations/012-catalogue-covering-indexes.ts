import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/** Everything a directory filter tests, carried in the name and rate indexes. */
const filtered = 'search_name, country_id, languages, pay_now, pay_later'
const filteredInCountry = 'search_name, languages, pay_now, pay_later'

/**
 * The directory's filters are answered from its indexes alone. A branch row is about a kilobyte
 * (descriptions, links, policy), so a filter tested on the row cost one page read per center
 * walked: counting 1,000 Egyptian centers that take payment later read 6,000 rows (70 ms at
 * 100,000 branches), and a page of "manta" walked 19,500 rows of the name index before ten matched.
 *
 * The sort keys become plain columns (`sort_en`, `sort_ar`: the lower-cased names under the "C"
 * collation, as the old expression indexes had them) because PostgreSQL can answer from an index
 * alone only when the query's columns are the index's own, never through an expression. Each index
 * in sort order then carries, past its key, what every filter needs, so a page or a capped count is
 * an index-only walk however wide the rows are. The country's indexes stay separate because a
 * country narrows the walk to its own centers.
 *
 * The trips area's totals likewise: a month's count (to 1,001) walks the departures' start-date
 * index, which now carries the seats and the dollar price it tests, instead of reading each
 * departure and its center.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const lang of ['en', 'ar']) {
    await sql`alter table branches add column ${sql.raw(`sort_${lang}`)} text collate "C" generated always as (lower(${sql.raw(`name_${lang}`)})) stored`.execute(
      db,
    )
  }
  for (const index of [
    'branches_kind_name_en_idx',
    'branches_kind_name_ar_idx',
    'branches_country_name_en_idx',
    'branches_country_name_ar_idx',
    'branches_pay_later_name_en_idx',
    'branches_pay_later_name_ar_idx',
    'branches_kind_rate_idx',
  ]) {
    await sql`drop index ${sql.raw(index)}`.execute(db)
  }
  for (const lang of ['en', 'ar']) {
    const sort = sql.raw(`sort_${lang}`)
    await sql`create index ${sql.raw(`branches_directory_${lang}_idx`)} on branches (kind, ${sort}, id) include (${sql.raw(filtered)})`.execute(db)
    await sql`create index ${sql.raw(`branches_directory_country_${lang}_idx`)} on branches (kind, country_id, ${sort}, id) include (${sql.raw(filteredInCountry)})`.execute(
      db,
    )
  }
  await sql`create index branches_directory_rate_idx on branches (kind, rate desc nulls last, id) include (${sql.raw(filtered)})`.execute(db)
  await sql`drop index trips_start_id_idx`.execute(db)
  await sql`create index trips_start_id_idx on trips (start_date, id) include (kind, seats_available, net_price_usd, branch_id)`.execute(db)
  await sql`drop index course_dates_start_idx`.execute(db)
  await sql`create index course_dates_start_idx on course_dates (start_date, id) include (seats_available, net_price_usd, branch_id, template_id)`.execute(db)
}
