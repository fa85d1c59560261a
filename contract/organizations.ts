import * as v from 'valibot'
import { envelope } from './common.ts'

export const organizationsPath = '/Mobile/Organizations'
export const OrganizationSchema = v.object({ organizationId: v.number(), shortName: v.string(), name: v.string(), logoUrl: v.string() })
export type Organization = v.InferOutput<typeof OrganizationSchema>
export const OrganizationsResponseSchema = envelope(v.object({ organizations: v.array(OrganizationSchema) }))
