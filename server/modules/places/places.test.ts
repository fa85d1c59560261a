import { CompiledQuery, createQueryId, type RootOperationNode } from 'kysely'
import { describe, expect, it } from 'vitest'
import { PlacesSuggestResponseSchema, SUGGESTIONS_MAX } from '../../../contract/places.ts'
import { api, call, callError, callOk, useTestApp } from '../../test/harness.ts'
import { findCentersLike } from './places.repository.ts'

const t = useTestApp()

const suggest = async (q: string, lang = 'en') =>
  (
    await callOk(t.app, PlacesSuggestResponseSchema, {
      method: 'GET',
      url: api(`/Places/Suggest?q=${encodeURIComponent(q)}`),
      headers: { 'accept-language': lang },
    })
  ).data

describe('Places/Suggest', () => {
  it('folds Arabic as the directory does: with or without hamza, alef maqsura or diacritics', async () => {
    const [asWritten, plainYaa, withTashkeel] = await Promise.all([suggest('مرسى علم', 'ar'), suggest('مرسي علم', 'ar'), suggest('مَرْسَى عَلَم', 'ar')])
    for (const found of [asWritten, plainYaa, withTashkeel]) {
      expect(found[0]).toMatchObject({ kind: 'town', name: 'مرسى علم', context: 'مصر' })
    }
    // "أبو دباب" typed without its hamza.
    expect((await suggest('ابو دباب', 'ar'))[0]).toMatchObject({ kind: 'site', name: 'أبو دباب', context: 'مرسى علم، مصر' })
    // Arabic typed on the English site: English names back.
    expect((await suggest('دهب'))[0]).toMatchObject({ kind: 'town', name: 'Dahab', context: 'Egypt' })
  })

  it('a name that starts with what was typed first, then a word that does, then centers; a handful at most', async () => {
    const marsa = await suggest('marsa')
    expect(marsa.length).toBeLessThanOrEqual(SUGGESTIONS_MAX)
    expect(marsa.slice(0, 2).map((place) => place.name)).toEqual(['Marsa Alam & the deep south', 'Marsa Alam'])
    const centers = marsa.filter((place) => place.kind === 'center')
    expect(centers.length).toBeGreaterThan(0)
    expect(centers.every((center) => /marsa/i.test(center.name) && center.context === 'Marsa Alam, Egypt')).toBe(true)
    expect(marsa.findIndex((place) => place.kind === 'center')).toBeGreaterThan(marsa.findLastIndex((place) => place.kind !== 'center'))
    // The whole name first; a word of a name ("Hole") finds it too.
    expect((await suggest('marsa alam'))[0]).toMatchObject({ kind: 'town', name: 'Marsa Alam' })
    const hole = await suggest('hole')
    expect(hole.map((place) => place.name)).toEqual(expect.arrayContaining(['Blue Hole', 'Blue Hole Gozo']))
    expect((await suggest('blue'))[0]).toMatchObject({ kind: 'site', name: 'Blue Hole', context: 'Dahab, Egypt' })
  })

  it('every level, with its position; a misspelt place by the names close to it', async () => {
    const kinds = new Set((await Promise.all(['egypt', 'sinai', 'dahab', 'thistlegorm'].map((q) => suggest(q)))).map((found) => found[0]!.kind))
    expect(kinds).toEqual(new Set(['country', 'region', 'town', 'site']))
    const [thistlegorm] = await suggest('thistlegorm')
    expect(thistlegorm).toMatchObject({ name: 'SS Thistlegorm', context: 'Sharm El Sheikh, Egypt' })
    expect(thistlegorm!.lat).toBeCloseTo(27.81, 1)
    expect(thistlegorm!.lng).toBeCloseTo(33.92, 1)
    expect((await suggest('elphinstne'))[0]).toMatchObject({ kind: 'site', name: 'Elphinstone' })
    expect(await suggest('zzqqxx')).toEqual([])
  })

  it('answers a shared cache may keep, and refuses what is not a search', async () => {
    const { headers } = await call(t.app, { method: 'GET', url: api('/Places/Suggest?q=dahab') })
    expect(String(headers['cache-control'])).toContain('public')
    for (const q of ['', '   ', 'x'.repeat(61)]) {
      const { status, body } = await callError(t.app, { method: 'GET', url: api(`/Places/Suggest?q=${q}`) })
      expect(status, q).toBe(400)
      expect(body.errors?.[0]?.path).toBe('q')
    }
  })
})

describe('the centers a search box suggests', () => {
  type Explained = { 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] | string }
  const totalCost = (rows: Explained[]) => {
    const plan = rows[0]!['QUERY PLAN']
    return (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: { 'Total Cost': number } }]) : plan)[0].Plan['Total Cost']
  }

  /**
   * The estimated cost of the centers' statement as the server prepares it (db/index.ts), planned
   * for these words and planned generically, as PostgreSQL compares them to choose.
   */
  const costs = async (words: string[]) => {
    const nodes: RootOperationNode[] = []
    const db = t.db.withPlugin({ transformQuery: ({ node }) => (nodes.push(node), node), transformResult: ({ result }) => Promise.resolve(result) })
    await findCentersLike(db, words)
    const query = t.db.getExecutor().compileQuery(nodes[0]!, createQueryId())
    // EXECUTE takes no bound parameters under EXPLAIN: the words (and, before they were written in, the limits) as literals.
    const values = query.parameters.map((value) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`)).join(', ')
    return t.db.connection().execute(async (connection) => {
      await connection.executeQuery(CompiledQuery.raw(`prepare centers_like as ${query.sql}`))
      try {
        const explain = async () =>
          totalCost((await connection.executeQuery<Explained>(CompiledQuery.raw(`explain (format json) execute centers_like(${values})`))).rows)
        await connection.executeQuery(CompiledQuery.raw('set plan_cache_mode = force_custom_plan'))
        const custom = await explain()
        await connection.executeQuery(CompiledQuery.raw('set plan_cache_mode = force_generic_plan'))
        return { custom, generic: await explain() }
      } finally {
        await connection.executeQuery(CompiledQuery.raw('reset plan_cache_mode'))
        await connection.executeQuery(CompiledQuery.raw('deallocate centers_like'))
      }
    })
  }

  // The server prepares its statements on each connection, and PostgreSQL keeps a statement's
  // generic plan only while it costs no more than the plans made for the values. A plan that saw the
  // typed prefix costed the words it starts, and one made without them a guess: at 100,000 branches
  // the generic plan looked dearer and every suggestion was planned afresh (0.5 ms, docs/benchmarks.md).
  it.each([[['marsa']], [['m']], [['مرسى']], [['zzqqxx']], [['marsa', 'alam']], [['مرسى', 'علم']]])(
    '%j: planned for the words or generically, the same cost, so the prepared statement keeps its one plan',
    async (words) => {
      const { custom, generic } = await costs(words)
      // Within a hundredth: the plan for the words folds them once, a constant, where the generic one evaluates the fold.
      expect(Math.abs(generic - custom) / custom, `${generic} generic, ${custom} for the words`).toBeLessThan(0.01)
    },
  )
})

describe('the seed’s places', () => {
  it('every center is in a town with a position, in a region on the Red Sea', async () => {
    const unplaced = await t.db.selectFrom('branches').select('id').where('town_id', 'is', null).execute()
    expect(unplaced).toEqual([])
    const towns = await t.db
      .selectFrom('places as town')
      .innerJoin('places as region', 'region.id', 'town.parent_id')
      .select(['town.name_en as town', 'region.name_en as region', 'region.kind'])
      .where('town.kind', '=', 'town')
      .execute()
    const regionOf = Object.fromEntries(towns.filter((row) => row.kind === 'region').map((row) => [row.town, row.region]))
    expect(regionOf).toMatchObject({
      Dahab: 'Sinai',
      'Sharm El Sheikh': 'Sinai',
      Hurghada: 'Hurghada & Safaga',
      Safaga: 'Hurghada & Safaga',
      'Marsa Alam': 'Marsa Alam & the deep south',
      Aqaba: 'Gulf of Aqaba',
      Jeddah: 'Saudi Red Sea',
    })
    const names = await t.db.selectFrom('places').select(['name_en', 'name_ar']).execute()
    expect(names.every((place) => /[\u0600-\u06FF]/.test(place.name_ar) && place.name_en !== place.name_ar)).toBe(true)
  })
})
