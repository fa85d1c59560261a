import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * Where a liveaboard is boarded and left, on the map: a port is often far from its town's centre
 * (Port Ghalib is 60 km up the coast from Marsa Alam, Travco Marina on the far side of Sharm), and
 * the route's line started at the town. Each port call may now carry its own position; without one
 * (a town's harbour nobody has placed) the town's stands, as before.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    alter table trip_routes
      add column embark_port_lat double precision,
      add column embark_port_lng double precision,
      add column disembark_port_lat double precision,
      add column disembark_port_lng double precision,
      add constraint trip_routes_embark_port_point check ((embark_port_lat is null) = (embark_port_lng is null)),
      add constraint trip_routes_disembark_port_point check ((disembark_port_lat is null) = (disembark_port_lng is null))
  `.execute(db)
}
