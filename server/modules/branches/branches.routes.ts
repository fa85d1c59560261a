import type { FastifyInstance } from 'fastify'
import {
  BRANCH_PAGE_SIZE,
  BranchDetailQuerySchema,
  BranchDetailResponseSchema,
  branchDetailPath,
  BranchFilterSchema,
  BranchListQuerySchema,
  BranchListResponseSchema,
  diveCentersPath,
  freelancersPath,
} from '../../../contract/branches.ts'
import { defineRoute } from '../../lib/route.ts'
import { isFavorite } from '../favorites/favorites.service.ts'
import { branchDetail, branchPage } from './branches.service.ts'

export function branchesRoutes(app: FastifyInstance): void {
  for (const [url, kind, what] of [
    [diveCentersPath, 'diveCenter', 'Dive centers'],
    [freelancersPath, 'freelancer', 'Freelance instructors'],
  ] as const) {
    defineRoute(app, {
      summary: `${what}: one directory page of ten`,
      description:
        'A search sent as POST because SPEC §7 does. The filter of SPEC §3 (`DiveCenterName`, `Page`, `OrganizationId`, `CountryId`) plus `SortBy` (az, za), `Language`, `PayNow`, `PayLater`. Names match in either language, folded (Arabic letter forms, diacritics, a leading ال, Latin accents) and forgiving a small typo. The first 100 pages of a listing are served (a later `Page` answers page 100); a filtered total stops counting at 1,000 (`tripsCountCapped`). Served from a 2-second cache.',
      method: 'POST',
      url,
      access: 'public',
      idempotent: false,
      cacheable: true,
      query: BranchListQuerySchema,
      body: BranchFilterSchema,
      response: BranchListResponseSchema,
      handler: async ({ db, body, lang }) => {
        const { items, total, capped, page, pageCount } = await branchPage(db, kind, body, lang)
        return {
          data: { diveCenters: items, tripsCount: total, ...(capped ? { tripsCountCapped: true } : {}) },
          metaData: { page, pageSize: BRANCH_PAGE_SIZE, pageCount },
        }
      },
    })
  }

  defineRoute(app, {
    summary: 'A dive center or freelancer with its trips, courses, liveaboards and reviews',
    description:
      'Trips from today on (the next 12 of each kind, with totals), the next 8 dates of each course (`coursesCount` counts them all), the latest 15 reviews. `isFavorite` is the signed-in diver’s mark.',
    method: 'GET',
    url: branchDetailPath,
    access: 'public',
    cacheable: true,
    query: BranchDetailQuerySchema,
    response: BranchDetailResponseSchema,
    errors: { 404: 'BranchNotFound' },
    handler: async ({ db, query, lang }) => ({ data: await branchDetail(db, query.BranchId, lang) }),
    // The public answer comes from the cache for everyone; the diver's mark is one small query on top.
    personalize: async ({ db, principal, query }, answer) =>
      principal?.kind === 'user' && (await isFavorite(db, app.marks, principal.userId, 'branch', query.BranchId))
        ? { ...answer, data: { ...answer.data, branchDetailsDto: { ...answer.data.branchDetailsDto, isFavorite: true } } }
        : answer,
  })
}
