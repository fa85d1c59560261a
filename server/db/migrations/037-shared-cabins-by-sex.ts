import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * A shared cabin is shared by divers of one sex (decision 051): the berths free in shared cabins are
 * counted for men and for women (`shared_open_male`, `shared_open_female`), and a booking's shared
 * berth keeps the sex it was sold for (`reservation_cabins.shared_with`).
 *
 * A berth booked before this was booked for the booker's sex, the profile's: the one a diver alone
 * had. The berths open until now are left open for the sex of the diver who last took a berth beside
 * them, the one the crew would put there; a cabin already shared by a man and a woman stays as sold,
 * for the operator to settle.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table reservation_cabins add column shared_with text check (shared_with in ('Male', 'Female'))`.execute(db)
  await sql`
    update reservation_cabins rc set shared_with = u.sex
    from reservations r join users u on u.id = r.user_id
    where r.id = rc.reservation_id and rc.shared`.execute(db)
  await sql`alter table reservation_cabins add constraint reservation_cabins_shared_with check ((shared_with is not null) = shared)`.execute(db)

  await sql`
    alter table trip_cabins
      add column shared_open_male integer not null default 0 check (shared_open_male >= 0),
      add column shared_open_female integer not null default 0 check (shared_open_female >= 0)`.execute(db)
  await sql`
    update trip_cabins tc set shared_open_female = tc.shared_open
    where tc.shared_open > 0 and (
      select rc.shared_with from reservation_cabins rc join reservations r on r.id = rc.reservation_id
      where rc.trip_id = tc.trip_id and rc.cabin_type = tc.cabin_type and rc.shared and r.status not in ('Cancelled', 'PaymentFailed')
      order by rc.reservation_id desc limit 1
    ) = 'Female'`.execute(db)
  await sql`update trip_cabins set shared_open_male = shared_open - shared_open_female`.execute(db)
  await sql`alter table trip_cabins drop column shared_open`.execute(db)
}
