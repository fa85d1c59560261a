import type { FastifyInstance } from 'fastify'
import { organizationsPath, OrganizationsResponseSchema } from '../../../contract/organizations.ts'
import type { Db } from '../../db/schema.ts'
import { defineRoute } from '../../lib/route.ts'

export function organizationsRoutes(app: FastifyInstance, db: Db): void {
  // A read: POST only because the spec says so, so no Idempotency-Key bookkeeping.
  defineRoute(app, {
    method: 'POST',
    url: organizationsPath,
    access: 'public',
    idempotent: false,
    cacheable: true,
    response: OrganizationsResponseSchema,
    handler: async ({ lang }) => {
      const rows = await db.selectFrom('organizations').selectAll().orderBy('short_name').execute()
      return {
        data: { organizations: rows.map((row) => ({ organizationId: row.id, shortName: row.short_name, name: lang === 'ar' ? row.name_ar : row.name_en, logoUrl: row.logo_url })) },
      }
    },
  })
}
