import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { chosenExtras } from '../../../contract/extras.ts'
import { tripDay } from '../../../contract/liveaboards.ts'
import { useTestApp } from '../../test/harness.ts'

const t = useTestApp()

describe('the seed’s liveaboards', () => {
  it('every liveaboard has its boat, cabins, route and extras; a boat never runs two departures at once', async () => {
    const missing = await t.db
      .selectFrom('trips as t')
      .select('t.id')
      .where('t.kind', '=', 'liveaboard')
      .where((eb) =>
        eb.or([
          eb('t.boat_id', 'is', null),
          eb.not(eb.exists(eb.selectFrom('trip_cabins').select('trip_id').whereRef('trip_id', '=', 't.id'))),
          eb.not(eb.exists(eb.selectFrom('trip_routes').select('trip_id').whereRef('trip_id', '=', 't.id'))),
          eb.not(eb.exists(eb.selectFrom('trip_extras').select('trip_id').whereRef('trip_id', '=', 't.id'))),
        ]),
      )
      .execute()
    expect(missing).toEqual([])
    const trips = await t.db
      .selectFrom('trips')
      .select(['boat_id', 'start_date', 'days'])
      .where('boat_id', 'is not', null)
      .orderBy('boat_id')
      .orderBy('start_date')
      .execute()
    for (let n = 1; n < trips.length; n++) {
      const [before, after] = [trips[n - 1]!, trips[n]!]
      if (before.boat_id === after.boat_id) expect(tripDay(before.start_date, before.days + 1) <= after.start_date).toBe(true)
    }
    const perCenter = await t.db
      .selectFrom('boats')
      .select(['branch_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('branch_id')
      .execute()
    expect(perCenter.every((row) => [1, 2].includes(Number(row.n)))).toBe(true)
  })

  it('most liveaboards sell an extra to choose at booking at a price, and every one lists its park fees (decision 039)', async () => {
    const liveaboards = await t.db.selectFrom('trips').select('id').where('kind', '=', 'liveaboard').execute()
    const choosing = await t.db
      .selectFrom('trip_extras')
      .select('trip_id')
      .distinct()
      .where('included', '=', false)
      .where('item', 'in', [...chosenExtras])
      .where('price', '>', '0')
      .execute()
    expect(choosing.length).toBeGreaterThan(liveaboards.length / 2)
    const fees = await t.db.selectFrom('trip_extras').select('trip_id').where('item', '=', 'park-fees').execute()
    expect(fees).toHaveLength(liveaboards.length)
  })

  it('every dive site a route can plan says how deep its dives go and what lives there', async () => {
    const undescribed = await t.db
      .selectFrom('places')
      .select('name_en')
      .where('kind', '=', 'site')
      .where((eb) => eb.or([eb('depth_min_m', 'is', null), eb(sql<number>`cardinality(life)`, '=', 0)]))
      .execute()
    expect(undescribed).toEqual([])
  })

  it('cabins left are never negative nor above those on sale, and a trip is run only by its own center’s boat', async () => {
    const { low } = await t.db
      .selectFrom('trip_cabins')
      .select((eb) => eb.fn.min('cabins_left').as('low'))
      .executeTakeFirstOrThrow()
    expect(Number(low)).toBeGreaterThanOrEqual(0)
    const cabin = await t.db.selectFrom('trip_cabins').select(['trip_id', 'cabin_type', 'cabins_total']).orderBy('trip_id').executeTakeFirstOrThrow()
    const where = (q: ReturnType<typeof t.db.updateTable<'trip_cabins'>>) => q.where('trip_id', '=', cabin.trip_id).where('cabin_type', '=', cabin.cabin_type)
    await expect(where(t.db.updateTable('trip_cabins').set({ cabins_left: -1 })).execute()).rejects.toThrow()
    await expect(where(t.db.updateTable('trip_cabins').set({ cabins_left: cabin.cabins_total + 1 })).execute()).rejects.toThrow()
    const [mine, theirs] = await t.db
      .selectFrom('trips')
      .select(['id', 'branch_id', 'boat_id'])
      .where('boat_id', 'is not', null)
      .orderBy('branch_id')
      .execute()
      .then((rows) => {
        const first = rows[0]!
        return [first, rows.find((row) => row.branch_id !== first.branch_id)!]
      })
    await expect(t.db.updateTable('trips').set({ boat_id: theirs!.boat_id }).where('id', '=', mine!.id).execute()).rejects.toThrow()
    const diving = await t.db.selectFrom('trips').select('id').where('kind', '=', 'diving').where('branch_id', '=', mine!.branch_id).executeTakeFirst()
    if (diving) await expect(t.db.updateTable('trips').set({ boat_id: mine!.boat_id }).where('id', '=', diving.id).execute()).rejects.toThrow()
  })
})
