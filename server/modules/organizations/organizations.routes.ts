import type { FastifyInstance } from 'fastify'
import {
  OrganizationDetailsQuerySchema,
  organizationDetailsPath,
  OrganizationDetailsResponseSchema,
  organizationsPath,
  OrganizationsResponseSchema,
} from '../../../contract/organizations.ts'
import { defineRoute } from '../../lib/route.ts'
import { organizationDetails, organizations } from './organizations.service.ts'

export function organizationsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    summary: 'The training agencies (PADI, SSI, CMAS, …) with their logos',
    description: 'A read sent as POST because SPEC §7 says so; no Idempotency-Key bookkeeping.',
    method: 'POST',
    url: organizationsPath,
    access: 'public',
    idempotent: false,
    cacheable: true,
    response: OrganizationsResponseSchema,
    handler: async ({ db, lang }) => ({ data: { organizations: await organizations(db, lang) } }),
  })

  defineRoute(app, {
    summary: 'A training agency: what it certifies, its courses and its dive centers',
    description:
      'Courses with their upcoming dates across every center (how many, the next, the lowest price); the ten best rated affiliated dive centers and how many there are.',
    method: 'GET',
    url: organizationDetailsPath,
    access: 'public',
    cacheable: true,
    query: OrganizationDetailsQuerySchema,
    response: OrganizationDetailsResponseSchema,
    errors: { 404: 'OrganizationNotFound' },
    handler: async ({ db, query, lang }) => ({ data: await organizationDetails(db, query.organizationId, lang) }),
  })
}
