import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CountriesResponseSchema, HealthResponseSchema } from '../../../contract/general.ts'
import { api, call, callError, callOk, useTestApp } from '../../test/harness.ts'

const t = useTestApp()

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
    await t.db
      .insertInto('branches')
      .values({
        kind: 'diveCenter',
        name_en: 'Test Reef',
        name_ar: 'شعاب الاختبار',
        country_id: egypt.id,
        city_en: 'Dahab',
        city_ar: 'دهب',
        image_url: '/x.png',
        rate: null,
      })
      .execute()
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

describe('General/ContactUS', () => {
  it('stores the message and acknowledges it in the sender’s language', async () => {
    const { ContactUsResponseSchema } = await import('../../../contract/general.ts')
    const response = await call(t.app, {
      method: 'POST',
      url: api('/General/ContactUS?lang=2'),
      payload: { name: 'Reem', email: 'reem@example.com', subject: 'Groups', message: 'Do you take groups of twelve divers?' },
    })
    expect(response.status).toBe(201)
    const { data } = v.parse(ContactUsResponseSchema, response.json)
    expect(data.message).toBe('شكرًا لك. سيرد فريقنا خلال يوم عمل واحد.')
    const stored = await t.db.selectFrom('contact_messages').selectAll().where('id', '=', data.ticketId).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ email: 'reem@example.com', language: 2 })
    expect((await t.mail()).at(-1)).toMatchObject({ to: 'reem@example.com' })
  })

  it('names each bad field and stores nothing', async () => {
    const before = await t.db.selectFrom('contact_messages').select('id').execute()
    const { status, body } = await callError(t.app, { method: 'POST', url: api('/General/ContactUS'), payload: { name: '', email: 'nope', message: 'short' } })
    expect(status).toBe(400)
    expect(body.errors?.map((e) => e.path).sort()).toEqual(['email', 'message', 'name'])
    expect(await t.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(before.length)
  })
})

describe('General/GetPageContent', () => {
  it('serves each page in both languages', async () => {
    const { PageContentResponseSchema, pageNames } = await import('../../../contract/general.ts')
    for (const pageName of pageNames) {
      const en = await callOk(t.app, PageContentResponseSchema, { method: 'GET', url: api(`/General/GetPageContent?pageName=${pageName}&lang=1`) })
      const ar = await callOk(t.app, PageContentResponseSchema, { method: 'GET', url: api(`/General/GetPageContent?pageName=${pageName}&lang=2`) })
      expect(en.data.content).toContain('<')
      expect(ar.data.title).toMatch(/[\u0600-\u06FF]/)
    }
    expect((await callError(t.app, { method: 'GET', url: api('/General/GetPageContent?pageName=../../etc/passwd') })).status).toBe(400)
  })
})

describe('Mobile/Organizations', () => {
  it('lists the agencies with logos', async () => {
    const { OrganizationsResponseSchema } = await import('../../../contract/organizations.ts')
    const { data } = await callOk(t.app, OrganizationsResponseSchema, { method: 'POST', url: api('/Mobile/Organizations?lang=2') })
    expect(data.organizations.map((o) => o.shortName)).toEqual(['AIDA', 'CMAS', 'NAUI', 'PADI', 'RAID', 'SSI'])
    const logo = await t.app.inject({ url: data.organizations[0]!.logoUrl })
    expect(logo.statusCode).toBe(200)
    expect(logo.headers['content-type']).toContain('image/svg+xml')
  })
})
