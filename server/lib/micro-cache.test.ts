import { describe, expect, it } from 'vitest'
import { BranchDetailResponseSchema } from '../../contract/branches.ts'
import { api, call, useTestApp, loginDemo } from '../test/harness.ts'

const t = useTestApp({ CACHE_TTL_MS: '60000' })

const detail = (id: number, token?: string) => call(t.app, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${id}&isEnglish=true`), token })
const page = (body: unknown, lang = 'en') =>
  call(t.app, { method: 'POST', url: api('/BranchWeb/DiveCenters'), payload: body as object, headers: { 'accept-language': lang } })

describe('the micro-cache of public catalogue reads', () => {
  it('answers a repeat from memory with the same bytes, and drops everything after a booking', async () => {
    const branch = await t.db
      .selectFrom('trips')
      .select(['branch_id', 'id'])
      .where('start_date', '>', new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10))
      .where('seats_available', '>', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const first = await detail(branch.branch_id)
    const second = await detail(branch.branch_id)
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit'])
    expect(second.body).toBe(first.body)
    // The database changes behind the cache: the cached answer is served until a write clears it.
    await t.db.updateTable('branches').set({ name_en: 'Renamed Reef' }).where('id', '=', branch.branch_id).execute()
    expect((await detail(branch.branch_id)).body).toBe(first.body)

    const { accessToken } = await loginDemo(t.app)
    const payLater = await t.db.selectFrom('branches').select('pay_later').where('id', '=', branch.branch_id).executeTakeFirstOrThrow()
    const booked = await call(t.app, {
      method: 'POST',
      url: api('/Booking/Create'),
      token: accessToken,
      payload: { tripId: branch.id, seats: 1, paymentType: payLater.pay_later ? 2 : 1 },
    })
    expect(booked.status).toBe(201)
    const after = await detail(branch.branch_id)
    expect(after.headers['x-cache']).toBe('miss')
    expect(after.body).toContain('Renamed Reef')
  })

  it('serves a signed-in diver the public part from it, with their own favorite mark on top', async () => {
    const { accessToken, userId } = await loginDemo(t.app)
    const favorite = await t.db
      .selectFrom('favorite_items')
      .select('item_id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'branch')
      .executeTakeFirstOrThrow()
    const visitor = await detail(favorite.item_id)
    const diver = await detail(favorite.item_id, accessToken)
    expect(diver.headers['x-cache']).toBe('hit')
    expect(diver.headers['cache-control']).toBe('private, no-store')
    const mine = BranchDetailResponseSchema['~standard'].validate(diver.json) as { value: { data: { branchDetailsDto: { isFavorite: boolean } } } }
    const theirs = BranchDetailResponseSchema['~standard'].validate(visitor.json) as { value: { data: { branchDetailsDto: { isFavorite: boolean } } } }
    expect(mine.value.data.branchDetailsDto.isFavorite).toBe(true)
    expect(theirs.value.data.branchDetailsDto.isFavorite).toBe(false)
    // The visitor's copy never carries the diver's mark.
    expect((await detail(favorite.item_id)).body).toBe(visitor.body)
  })

  it('gives a signed-in diver the very bytes a visitor gets when no mark of theirs is on the page, and follows a new mark at once', async () => {
    const { accessToken, userId } = await loginDemo(t.app)
    const marked = new Set(
      (await t.db.selectFrom('favorite_items').select('item_id').where('user_id', '=', userId).where('kind', '=', 'branch').execute()).map((r) => r.item_id),
    )
    const plain = await t.db
      .selectFrom('branches')
      .select('id')
      .where('id', 'not in', [...marked])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const visitor = await detail(plain.id)
    const diver = await detail(plain.id, accessToken)
    expect(diver.body).toBe(visitor.body)
    expect(
      await call(t.app, { method: 'POST', url: api('/Favorites/Set'), token: accessToken, payload: { kind: 'branch', id: plain.id, favorite: true } }),
    ).toMatchObject({ status: 200 })
    expect((await detail(plain.id, accessToken)).body).toContain('"isFavorite":true')
    expect((await detail(plain.id)).body).toBe(visitor.body)
  })

  it('keys on the validated filter and the language, not on the raw body', async () => {
    await page({ Page: 1 })
    expect((await page({ Page: 2 })).headers['x-cache']).toBe('miss')
    expect((await page({ Page: 1 }, 'ar')).headers['x-cache']).toBe('miss')
    expect((await page({ Page: 1 })).headers['x-cache']).toBe('hit')
    // Unknown fields are dropped by the schema: the same filter, the same entry, however much junk.
    const entries = t.app.microCache.size.entries
    for (let i = 0; i < 20; i++) expect((await page({ Page: 1, [`junk${i}`]: 'x'.repeat(20_000) })).headers['x-cache']).toBe('hit')
    expect(t.app.microCache.size.entries).toBe(entries)
    expect(t.app.microCache.size.bytes).toBeLessThan(1_000_000)
  })

  it('repeats the handler’s headers on a hit', async () => {
    const miss = await call(t.app, { method: 'GET', url: api('/Wallet/Rates') })
    const hit = await call(t.app, { method: 'GET', url: api('/Wallet/Rates') })
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit'])
    expect(miss.headers['cache-control']).toBe('public, max-age=300')
    const strip = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !['x-cache', 'date', 'content-length', 'connection'].includes(name)))
    expect(strip(hit.headers)).toEqual(strip(miss.headers))
    expect(hit.body).toBe(miss.body)
  })
})
