import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, call, createTestApp, loginDemo, type TestApp } from '../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ CACHE_TTL_MS: '60000' })
})
afterAll(() => t.close())

const detail = (id: number, token?: string) => call(t.app, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${id}&isEnglish=true`), token })

describe('the micro-cache of public catalogue reads', () => {
  it('answers a repeat from memory with the same bytes, and drops everything after a booking', async () => {
    const branch = await t.db.selectFrom('trips').select(['branch_id', 'id']).where('start_date', '>', new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)).where('seats_available', '>', 1).orderBy('id').executeTakeFirstOrThrow()
    const first = await detail(branch.branch_id)
    const second = await detail(branch.branch_id)
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit'])
    expect(second.body).toBe(first.body)
    // The database changes behind the cache: the cached answer is served until a write clears it.
    await t.db.updateTable('branches').set({ name_en: 'Renamed Reef' }).where('id', '=', branch.branch_id).execute()
    expect((await detail(branch.branch_id)).body).toBe(first.body)

    const { accessToken } = await loginDemo(t.app)
    const payLater = await t.db.selectFrom('branches').select('pay_later').where('id', '=', branch.branch_id).executeTakeFirstOrThrow()
    const booked = await call(t.app, { method: 'POST', url: api('/Booking/Create'), token: accessToken, payload: { tripId: branch.id, seats: 1, paymentType: payLater.pay_later ? 2 : 1 } })
    expect(booked.status).toBe(201)
    const after = await detail(branch.branch_id)
    expect(after.headers['x-cache']).toBe('miss')
    expect(after.body).toContain('Renamed Reef')
  })

  it('never serves a signed-in diver from it', async () => {
    const { accessToken } = await loginDemo(t.app)
    await detail(3)
    const mine = await detail(3, accessToken)
    expect(mine.headers['x-cache']).toBeUndefined()
  })

  it('keys on the body and the language', async () => {
    const page = (body: object, lang: string) => call(t.app, { method: 'POST', url: api('/BranchWeb/DiveCenters'), payload: body, headers: { 'accept-language': lang } })
    await page({ Page: 1 }, 'en')
    expect((await page({ Page: 2 }, 'en')).headers['x-cache']).toBe('miss')
    expect((await page({ Page: 1 }, 'ar')).headers['x-cache']).toBe('miss')
    expect((await page({ Page: 1 }, 'en')).headers['x-cache']).toBe('hit')
  })
})
