import { describe, expect, it } from 'vitest'
import { BranchListResponseSchema } from '../../../contract/branches.ts'
import { DestinationsResponseSchema } from '../../../contract/general.ts'
import { OrganizationDetailsResponseSchema } from '../../../contract/organizations.ts'
import { api, callError, callOk, useTestApp } from '../../test/harness.ts'

const t = useTestApp()

describe('Organizations/Details', () => {
  it('shows what an agency certifies, its courses with their next dates, and its best rated centers', async () => {
    const padi = await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()
    const { data } = await callOk(t.app, OrganizationDetailsResponseSchema, {
      method: 'GET',
      url: api(`/Organizations/Details?organizationId=${padi.id}&lang=1`),
    })
    expect(data.organization).toMatchObject({ organizationId: padi.id, shortName: 'PADI' })
    expect(data.organization.description.length).toBeGreaterThan(20)
    expect(data.courses.length).toBeGreaterThan(0)
    const planned = data.courses.filter((c) => c.upcomingDates > 0)
    expect(planned.length).toBeGreaterThan(0)
    for (const course of planned) {
      expect(course.nextTempId).not.toBeNull()
      const next = await t.db.selectFrom('course_dates').select(['template_id', 'start_date']).where('id', '=', course.nextTempId!).executeTakeFirstOrThrow()
      expect(next.template_id).toBe(course.templateId)
      expect(next.start_date).toBe(course.nextDate)
      expect(course.fromPrice).toBeGreaterThan(0)
    }
    expect(data.branches.length).toBeGreaterThan(0)
    expect(data.branchCount).toBeGreaterThanOrEqual(data.branches.length)
    const rates = data.branches.map((b) => b.rate ?? -1)
    expect(rates).toEqual([...rates].sort((a, b) => b - a))
    const ar = await callOk(t.app, OrganizationDetailsResponseSchema, { method: 'GET', url: api(`/Organizations/Details?organizationId=${padi.id}&lang=2`) })
    expect(ar.data.organization.description).toMatch(/[\u0600-\u06FF]/)
  })

  it('answers 404 for an unknown agency', async () => {
    expect((await callError(t.app, { method: 'GET', url: api('/Organizations/Details?organizationId=9999') })).body.code).toBe('OrganizationNotFound')
  })
})

describe('General/Destinations and the best rated first', () => {
  it('lists countries with centers, most first, with their counts', async () => {
    const { data } = await callOk(t.app, DestinationsResponseSchema, { method: 'GET', url: api('/General/Destinations?lang=1') })
    expect(data.length).toBeGreaterThan(5)
    expect(data.map((d) => d.branchCount)).toEqual([...data.map((d) => d.branchCount)].sort((a, b) => b - a))
    const egypt = data.find((d) => d.code === 'eg')!
    // "N dive centers" counts dive centers, as the directory for that country does, not its freelancers too.
    const count = async (kind?: 'diveCenter') => {
      let query = t.db
        .selectFrom('branches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('country_id', '=', egypt.countryId)
      if (kind) query = query.where('kind', '=', kind)
      return Number((await query.executeTakeFirstOrThrow()).n)
    }
    expect(await count('diveCenter')).toBeLessThan(await count())
    expect(egypt.branchCount).toBe(await count('diveCenter'))
    const directory = await callOk(t.app, BranchListResponseSchema, {
      method: 'POST',
      url: api('/BranchWeb/DiveCenters'),
      payload: { Page: 1, CountryId: egypt.countryId },
    })
    expect(directory.data.tripsCount).toBe(egypt.branchCount)
    expect(egypt.upcomingTrips).toBeGreaterThan(0)
    expect(egypt.imageUrl).toMatch(/^\/media\//)
  })

  it('sorts the directory by rate for the popular centers', async () => {
    const { data } = await callOk(t.app, BranchListResponseSchema, { method: 'POST', url: api('/BranchWeb/DiveCenters'), payload: { Page: 1, SortBy: 'rate' } })
    const rates = data.diveCenters.map((b) => b.rate ?? -1)
    expect(rates).toHaveLength(10)
    expect(rates).toEqual([...rates].sort((a, b) => b - a))
    const best = await t.db
      .selectFrom('branches')
      .select('rate')
      .where('kind', '=', 'diveCenter')
      .where('rate', 'is not', null)
      .orderBy('rate', 'desc')
      .executeTakeFirstOrThrow()
    expect(data.diveCenters[0]!.rate).toBe(Number(best.rate))
  })
})
