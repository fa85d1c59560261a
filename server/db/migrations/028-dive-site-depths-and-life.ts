import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

const marineLife = `'reef-sharks', 'hammerheads', 'oceanic-whitetips', 'thresher-sharks', 'whale-sharks', 'manta-rays', 'eagle-rays', 'dolphins', 'turtles', 'dugongs', 'barracuda', 'napoleon-wrasse', 'moray-eels', 'lionfish', 'glassfish', 'reef-fish', 'soft-corals', 'hard-corals', 'nudibranchs'`

/**
 * What a dive site is like under water: the depths its dives span (`depth_min_m` to `depth_max_m`,
 * the reef top or the wreck's deck to the deepest a recreational dive there goes) and what lives
 * there (`life`, codes of the contract's `marineLife`, named in each language by the server). A
 * route's day lists them beside each planned site. Only a site has them; a site nobody has described
 * yet has neither, and its route lists its name alone.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table places add column depth_min_m integer`.execute(db)
  await sql`alter table places add column depth_max_m integer`.execute(db)
  await sql`alter table places add column life text[] not null default '{}' check (life <@ array[${sql.raw(marineLife)}])`.execute(db)
  await sql`
    alter table places add constraint places_depths check (
      (depth_min_m is null) = (depth_max_m is null)
      and (depth_min_m is null or (kind = 'site' and depth_min_m between 0 and depth_max_m and depth_max_m <= 130))
    )`.execute(db)
}
