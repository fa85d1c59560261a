import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/** What every index of the search carries past its key (migration 021), so a filtered walk reads no row. */
const carried = 'days, seats_available, net_price_usd, branch_id, pay_now, pay_later, level, lat, lng'

/**
 * One activity's departures by price (`/trips?activity=liveaboard&sort=price-asc`, the liveaboards
 * page's own list): the price index (migration 021) is led by the place alone, so a page of
 * liveaboards walked every cheaper departure of the place's month first, and liveaboards are the
 * dearest. At 100,000 branches that was 6,966 pages for the first ten everywhere (67 ms against
 * 4 ms for the seed) and 2,769 in Egypt. Led by the place and the activity, a page is its ten
 * entries whatever the catalogue holds, as the activity's walk by date already was. Dearest first
 * walks it backwards. One more index for each entry a departure's write rewrites.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index departure_places_activity_usd_idx on departure_places (place_id, activity, net_price_usd, start_date, departure_id) include (${sql.raw(carried)})`.execute(
    db,
  )
}
