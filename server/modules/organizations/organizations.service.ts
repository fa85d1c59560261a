import type { Lang } from '../../../contract/common.ts'
import type { Organization, OrganizationDetails } from '../../../contract/organizations.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { branchPage } from '../branches/branches.service.ts'
import { toOrganization, toOrganizationDetails } from './organizations.mapper.ts'
import { findOrganization, findOrganizationCourses, findOrganizations } from './organizations.repository.ts'

export async function organizations(db: Db, lang: Lang): Promise<Organization[]> {
  const rows = await findOrganizations(db)
  return rows.map((row) => toOrganization(row, lang))
}

/** An agency's page: what it certifies, its courses with their next dates, its best rated centers. */
export async function organizationDetails(db: Db, organizationId: number, lang: Lang): Promise<OrganizationDetails> {
  const organization = await findOrganization(db, organizationId)
  if (!organization) throw new HttpError(404, 'OrganizationNotFound')
  const [courses, centers] = await Promise.all([
    findOrganizationCourses(db, organizationId),
    branchPage(
      db,
      'diveCenter',
      { DiveCenterName: '', Page: 1, OrganizationId: organizationId, CountryId: null, SortBy: 'rate', Language: null, PayNow: null, PayLater: null },
      lang,
    ),
  ])
  return toOrganizationDetails(organization, courses, centers, lang)
}
