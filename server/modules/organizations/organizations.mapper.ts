import type { Lang } from '../../../contract/common.ts'
import type { Organization, OrganizationDetails } from '../../../contract/organizations.ts'
import type { findOrganization, findOrganizationCourses, findOrganizations } from './organizations.repository.ts'
import { localized } from '../../lib/lang.ts'

type Rows<F extends (...args: never[]) => unknown> = NonNullable<Awaited<ReturnType<F>>>

export const toOrganization = (row: Rows<typeof findOrganizations>[number], lang: Lang): Organization => ({
  organizationId: row.id,
  shortName: row.short_name,
  name: localized(row, 'name', lang),
  logoUrl: row.logo_url,
})

/** An agency's page from its row, its courses' rows and the first page of its centers (already in the contract's shape). */
export function toOrganizationDetails(
  organization: Rows<typeof findOrganization>,
  courses: Rows<typeof findOrganizationCourses>,
  centers: { items: OrganizationDetails['branches']; total: number },
  lang: Lang,
): OrganizationDetails {
  return {
    organization: {
      organizationId: organization.id,
      shortName: organization.short_name,
      name: localized(organization, 'name', lang),
      logoUrl: organization.logo_url,
      description: localized(organization, 'description', lang),
    },
    courses: courses.map((row) => ({
      templateId: row.id,
      name: localized(row, 'name', lang),
      level: localized(row, 'level', lang),
      description: localized(row, 'description', lang),
      logoUrl: row.logo_url,
      upcomingDates: Number(row.upcoming),
      nextTempId: row.next_id,
      nextDate: row.next_date,
      fromPrice: row.from_price === null ? null : Number(row.from_price),
      currency: row.from_currency,
    })),
    branches: centers.items,
    branchCount: centers.total,
  }
}
