import { type APIRequestContext, expect } from '@playwright/test'
import type { BranchListResponse } from '../../contract/branches.ts'
import type { Destination } from '../../contract/general.ts'
import type { Organization, OrganizationDetails } from '../../contract/organizations.ts'
import type { TripsSearchResponse } from '../../contract/trips.ts'

const api = '/api/website/v1'
export type Lang = 'en' | 'ar'
const code = (lang: Lang) => (lang === 'ar' ? 2 : 1)

/** The real server's answers the home, agency and country pages are checked against (never mocked). */
async function read<T>(request: APIRequestContext, path: string, init?: { data: unknown }): Promise<T> {
  const response = init ? await request.post(`${api}${path}`, init) : await request.get(`${api}${path}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

export const destinations = (request: APIRequestContext, lang: Lang) => read<Destination[]>(request, `/General/Destinations?lang=${code(lang)}`)
export const organizations = async (request: APIRequestContext, lang: Lang) =>
  (await read<{ organizations: Organization[] }>(request, `/Mobile/Organizations?lang=${code(lang)}`, { data: {} })).organizations
export const organizationDetails = (request: APIRequestContext, id: number, lang: Lang) =>
  read<OrganizationDetails>(request, `/Organizations/Details?organizationId=${id}&lang=${code(lang)}`)
export const upcoming = (request: APIRequestContext, lang: Lang, countryId?: number) =>
  read<TripsSearchResponse['data']>(request, `/Trips/Search?lang=${code(lang)}${countryId ? `&countryId=${countryId}` : ''}`)
export const topCenters = (request: APIRequestContext, lang: Lang, countryId?: number) =>
  read<BranchListResponse['data']>(request, `/BranchWeb/DiveCenters?isEnglish=${lang === 'en'}`, {
    data: { SortBy: 'rate', Page: 1, CountryId: countryId ?? null },
  })

/** A path as the browser shows it in an href (Arabic slugs percent-encoded). */
export const href = (path: string) => encodeURI(path)
