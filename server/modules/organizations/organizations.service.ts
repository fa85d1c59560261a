import type { Lang } from '../../../contract/common.ts'
import type { Organization, OrganizationDetails } from '../../../contract/organizations.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { branchPage } from '../branches/branches.service.ts'
import { findOrganization, findOrganizationCourses, findOrganizations } from './organizations.repository.ts'

export async function organizations(db: Db, lang: Lang): Promise<Organization[]> {
  const rows = await findOrganizations(db)
  return rows.map((row) => ({ organizationId: row.id, shortName: row.short_name, name: lang === 'ar' ? row.name_ar : row.name_en, logoUrl: row.logo_url }))
}

/** An agency's page: what it certifies, its courses with their next dates, its best rated centers. */
export async function organizationDetails(db: Db, organizationId: number, lang: Lang): Promise<OrganizationDetails> {
  const organization = await findOrganization(db, organizationId)
  if (!organization) throw new HttpError(404, 'OrganizationNotFound')
  const ar = lang === 'ar'
  const [courses, centers] = await Promise.all([
    findOrganizationCourses(db, organizationId),
    branchPage(db, 'diveCenter', { DiveCenterName: '', Page: 1, OrganizationId: organizationId, CountryId: null, SortBy: 'rate', Language: null, PayNow: null, PayLater: null }, lang),
  ])
  return {
    organization: {
      organizationId: organization.id,
      shortName: organization.short_name,
      name: ar ? organization.name_ar : organization.name_en,
      logoUrl: organization.logo_url,
      description: ar ? organization.description_ar : organization.description_en,
    },
    courses: courses.map((row) => ({
      templateId: row.id,
      name: ar ? row.name_ar : row.name_en,
      level: ar ? row.level_ar : row.level_en,
      description: ar ? row.description_ar : row.description_en,
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
