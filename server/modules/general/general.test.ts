import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CountriesResponseSchema, HealthResponseSchema } from '../../../contract/general.ts'
import { callError, callOk, createTestApp, api, type TestApp } from '../../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('health', () => {
  it('reports the database kind', async () => {
    const health = await callOk(t.app, HealthResponseSchema, { method: 'GET', url: '/api/health' })
    expect(health.database).toBe(t.kind)
  })
})

describe('General/GetCountries', () => {
  it('lists every seeded country sorted by English name', async () => {
    const { data } = await callOk(t.app, CountriesResponseSchema, { method: 'GET', url: api('/General/GetCountries?UsedOnly=false') })
    expect(data.length).toBeGreaterThanOrEqual(40)
    const names = data.map((c) => c.countryName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(names).toContain('Egypt')
  })

  it('UsedOnly keeps the countries that have a branch', async () => {
    const egypt = await t.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const before = await callOk(t.app, CountriesResponseSchema, { method: 'GET', url: api('/General/GetCountries?UsedOnly=true') })
    await t.db.insertInto('branches').values({ kind: 'diveCenter', name_en: 'Test Reef', name_ar: 'شعاب الاختبار', country_id: egypt.id, city_en: 'Dahab', city_ar: 'دهب', image_url: '/x.png', rate: null }).execute()
    const after = await callOk(t.app, CountriesResponseSchema, { method: 'GET', url: api('/General/GetCountries?UsedOnly=true') })
    expect(after.data.map((c) => c.countryId)).toContain(egypt.id)
    expect(after.data.length).toBeLessThan(40)
    expect(after.data.length).toBeGreaterThanOrEqual(before.data.length)
  })

  it('rejects a UsedOnly that is not a boolean', async () => {
    const { status, body } = await callError(t.app, { method: 'GET', url: api('/General/GetCountries?UsedOnly=maybe') })
    expect(status).toBe(400)
    expect(body.errors?.[0]?.path).toBe('UsedOnly')
  })
})

describe('General/GetTranslatedCountries', () => {
  it('answers Arabic names when isEnglish is false', async () => {
    const { data } = await callOk(t.app, CountriesResponseSchema, { method: 'GET', url: api('/General/GetTranslatedCountries?isEnglish=false') })
    expect(data.map((c) => c.countryName)).toContain('مصر')
    expect(data.every((c) => /[\u0600-\u06FF]/.test(c.countryName))).toBe(true)
  })
})

describe('errors', () => {
  it('answers an unknown API path with a JSON 404 in the request language', async () => {
    const { status, body } = await callError(t.app, { method: 'GET', url: api('/Nope/Nothing'), headers: { 'accept-language': 'ar' } })
    expect(status).toBe(404)
    expect(body.message).toBe('لا يوجد طلب بهذا العنوان.')
  })
})
