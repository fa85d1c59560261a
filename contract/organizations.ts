import * as v from 'valibot'
import { BranchListItemSchema } from './branches.ts'
import { type ApiRequest, catalogueRoots, envelope, type EntryRequest, type Lang, langCode } from './common.ts'

export const organizationsPath = '/Mobile/Organizations'
export const OrganizationSchema = v.object({ organizationId: v.number(), shortName: v.string(), name: v.string(), logoUrl: v.string() })
export type Organization = v.InferOutput<typeof OrganizationSchema>
export const OrganizationsResponseSchema = envelope(v.object({ organizations: v.array(OrganizationSchema) }))

/** The training agencies, in the reader's language: the agencies page and the filters. */
export const organizationsRequest = (lang: Lang) =>
  ({
    key: [...catalogueRoots.organizations, 'list', lang],
    call: { method: 'POST', path: organizationsPath, query: { lang: langCode[lang] } } satisfies ApiRequest,
  }) as const satisfies EntryRequest

/** An agency's page (`/organization/details/$name/$organizationId`): what it certifies, its courses, its centers. */
export const organizationDetailsPath = '/Organizations/Details'
export const OrganizationDetailsQuerySchema = v.object({
  organizationId: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/))]),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(2_147_483_647),
  ),
})
export const OrganizationDetailsSchema = v.object({
  organization: v.object({ organizationId: v.number(), shortName: v.string(), name: v.string(), logoUrl: v.string(), description: v.string() }),
  courses: v.array(
    v.object({
      templateId: v.number(),
      name: v.string(),
      level: v.string(),
      description: v.string(),
      logoUrl: v.string(),
      /** upcoming dates across every center */
      upcomingDates: v.number(),
      /** the next one, to open its page (null when none is planned) */
      nextTempId: v.nullable(v.number()),
      nextDate: v.nullable(v.string()),
      fromPrice: v.nullable(v.number()),
      currency: v.nullable(v.string()),
    }),
  ),
  /** affiliated dive centers, best rated first (the first ten) */
  branches: v.array(BranchListItemSchema),
  branchCount: v.number(),
})
export type OrganizationDetails = v.InferOutput<typeof OrganizationDetailsSchema>
export const OrganizationDetailsResponseSchema = envelope(OrganizationDetailsSchema)
