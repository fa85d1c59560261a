import { describe, expect, it } from 'vitest'
import { api, call, loginDemo, useTestApp } from '../test/harness.ts'

/**
 * A public catalogue answer says how long a shared cache may keep it, what it varies with and its
 * validator; a browser that holds it is answered 304. A diver's own answers never do.
 */
describe('public catalogue answers', () => {
  const t = useTestApp({ CATALOGUE_CACHE_SECONDS: '7' })
  const month = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 7)
  const trips = (lang: string) => api(`/Trips/Search?month=${month}&sort=date&lang=${lang}`)

  it('may be kept by a shared cache, vary with the language and the diver, and are 304 to a browser that holds them', async () => {
    const english = await call(t.app, { method: 'GET', url: trips('1'), headers: { 'accept-encoding': 'gzip' } })
    expect(english.status).toBe(200)
    expect(english.headers['cache-control']).toBe('public, max-age=0, s-maxage=7, stale-while-revalidate=42')
    expect(String(english.headers.vary).toLowerCase().split(', ')).toEqual(expect.arrayContaining(['accept-language', 'authorization', 'accept-encoding']))
    const etag = String(english.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/)

    const held = await call(t.app, { method: 'GET', url: trips('1'), headers: { 'if-none-match': etag } })
    expect(held.status).toBe(304)
    expect(held.body).toBe('')
    expect(held.headers.etag).toBe(etag)
    // Another language is another answer, with another validator.
    const arabic = await call(t.app, { method: 'GET', url: trips('2'), headers: { 'if-none-match': etag } })
    expect(arabic.status).toBe(200)
    expect(arabic.headers.etag).not.toBe(etag)
    // A POST read (the directory's filter body) likewise.
    const directory = await call(t.app, { method: 'POST', url: api('/BranchWeb/DiveCenters'), payload: { Page: 1 } })
    expect(directory.headers['cache-control']).toContain('s-maxage=7')
    const again = await call(t.app, {
      method: 'POST',
      url: api('/BranchWeb/DiveCenters'),
      payload: { Page: 1 },
      headers: { 'if-none-match': String(directory.headers.etag) },
    })
    expect(again.status).toBe(304)
  })

  it('are private to a signed-in diver where they carry the diver’s marks, and a diver’s own calls are never kept', async () => {
    const { accessToken } = await loginDemo(t.app)
    const branch = await t.db.selectFrom('branches').select('id').orderBy('id').executeTakeFirstOrThrow()
    const mine = await call(t.app, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${branch.id}&isEnglish=true`), token: accessToken })
    expect(mine.status).toBe(200)
    expect(mine.headers['cache-control']).toBe('private, no-store')
    expect(mine.headers.etag).toBeUndefined()
    const bookings = await call(t.app, { method: 'GET', url: api('/Booking/Reservations'), token: accessToken })
    expect(bookings.headers['cache-control']).toBe('no-store')
  })
})
