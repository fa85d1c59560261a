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
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { defineRoute } from '../../lib/route.ts'
import { findBranchDetail, listBranches } from './branches.repository.ts'

export function branchesRoutes(app: FastifyInstance, db: Db): void {
  for (const [url, kind] of [[diveCentersPath, 'diveCenter'], [freelancersPath, 'freelancer']] as const) {
    // A search, not a change: POST because the spec sends the filter as a body.
    defineRoute(app, {
      method: 'POST',
      url,
      access: 'public',
      idempotent: false,
      cacheable: true,
      query: BranchListQuerySchema,
      body: BranchFilterSchema,
      response: BranchListResponseSchema,
      handler: async ({ body, lang }) => {
        const { items, total } = await listBranches(db, kind, body, lang)
        return {
          data: { diveCenters: items, tripsCount: total },
          metaData: { page: body.Page, pageSize: BRANCH_PAGE_SIZE, pageCount: Math.ceil(total / BRANCH_PAGE_SIZE) },
        }
      },
    })
  }

  defineRoute(app, {
    method: 'GET',
    url: branchDetailPath,
    access: 'public',
    cacheable: true,
    query: BranchDetailQuerySchema,
    response: BranchDetailResponseSchema,
    handler: async ({ query, principal, lang }) => {
      const userId = principal?.kind === 'user' ? principal.userId : null
      const data = await findBranchDetail(db, query.BranchId, lang, userId)
      if (!data) throw new HttpError(404, 'BranchNotFound')
      return { data }
    },
  })
}
