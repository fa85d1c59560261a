import { sql } from 'kysely'
import type { Requirements } from '../../../contract/travellers.ts'
import type { Db } from '../schema.ts'
import { dateFromToday } from './catalogue.ts'

const asks = (requirements: Partial<Requirements>): string =>
  JSON.stringify({ minLevel: null, orLoggedDives: null, minLoggedDives: null, nitrox: false, firstAid: false, minAge: null, ...requirements })

/** Sites where a dive goes past 18 m or into a wreck: the advanced diver's (or the experienced one's). */
const deepOrWreck = ['%Wreck%', '%Thistlegorm%', '%Salem Express%', '%Blue Hole%', '%Canyon%', '%Cement Barge%']
/** Offshore reefs with strong currents and no shelter, reached only by liveaboard. */
const farReefs = ['%Daedalus%', '%Elphinstone%', '%Brothers%', '%Zabargad%', '%Rocky Island%']

/**
 * What the seeded departures ask of their divers, as centers of the region ask it: deep and wreck
 * day dives Advanced Open Water or 20 logged dives, from 15; liveaboards to the far offshore reefs
 * Advanced and 50 logged dives, from 18 (other liveaboards Open Water and 20 dives); courses the
 * level before them (Rescue also first aid, Divemaster also 40 dives). House-reef dives, snorkeling
 * and first courses ask nothing here: their centers check a diver on the day (decision 030).
 * Written by name, after every draw, so no seeded id or price moves.
 */
export async function seedRequirements(db: Db): Promise<void> {
  const anyOf = (column: 'name_en', patterns: string[]) =>
    sql<boolean>`(${sql.join(
      patterns.map((p) => sql`${sql.ref(column)} like ${p}`),
      sql` or `,
    )})`
  await db
    .updateTable('trips')
    .set({ requirements: asks({ minLevel: 'advancedOpenWater', orLoggedDives: 20, minAge: 15 }) })
    .where('kind', '=', 'diving')
    .where(anyOf('name_en', deepOrWreck))
    .execute()
  await db
    .updateTable('trips')
    .set({ requirements: asks({ minLevel: 'advancedOpenWater', minLoggedDives: 50, minAge: 18 }) })
    .where('kind', '=', 'liveaboard')
    .where(anyOf('name_en', farReefs))
    .execute()
  await db
    .updateTable('trips')
    .set({ requirements: asks({ minLevel: 'openWater', minLoggedDives: 20, minAge: 12 }) })
    .where('kind', '=', 'liveaboard')
    .where('requirements', 'is', null)
    .execute()
  const courses: Array<[string[], Partial<Requirements>]> = [
    [['PADI Advanced Open Water Diver', 'SSI Advanced Adventurer', 'CMAS Two Star Diver'], { minLevel: 'openWater', minAge: 12 }],
    [['PADI Rescue Diver'], { minLevel: 'advancedOpenWater', firstAid: true, minAge: 12 }],
    [['PADI Divemaster'], { minLevel: 'rescue', minLoggedDives: 40, firstAid: true, minAge: 18 }],
  ]
  for (const [names, requirements] of courses) {
    await db
      .updateTable('course_templates')
      .set({ requirements: asks(requirements) })
      .where('name_en', 'in', names)
      .execute()
  }
}

/** The demo diver's own details, as a first booking would have kept them: traveller 1 of her next booking. */
export async function seedDemoTraveller(db: Db, userId: number, today: Date): Promise<void> {
  await db
    .insertInto('saved_travellers')
    .values({
      user_id: userId,
      name_key: 'layla haddad',
      self: true,
      full_name: 'Layla Haddad',
      date_of_birth: '1993-04-12',
      agency_id: (await db.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()).id,
      level: 'openWater',
      logged_dives: 38,
      last_dive_date: dateFromToday(today, -61),
      nitrox: true,
      first_aid: false,
      updated_at: new Date(),
    })
    .execute()
}
