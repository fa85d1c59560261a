import { sql } from 'kysely'
import type { Db } from '../../db/schema.ts'
import { todayUtc } from '../../../contract/departures.ts'
import { courseTemplateWords } from '../branches/branches.repository.ts'

export function findOrganizations(db: Db) {
  return db.selectFrom('organizations').selectAll().orderBy('short_name').execute()
}

export function findOrganization(db: Db, organizationId: number) {
  return db.selectFrom('organizations').selectAll().where('id', '=', organizationId).executeTakeFirst()
}

/** The agency's courses with their upcoming dates across every center: how many, the next, the lowest price. */
export function findOrganizationCourses(db: Db, organizationId: number) {
  const today = todayUtc()
  return db
    .selectFrom('course_templates as ct')
    .leftJoin('course_dates as cd', (join) => join.onRef('cd.template_id', '=', 'ct.id').on('cd.start_date', '>', today).on('cd.seats_available', '>', 0))
    .leftJoin('currency_rates as cr', 'cr.code', 'cd.currency')
    .select([
      'ct.id',
      ...courseTemplateWords,
      (eb) => eb.fn.count<number>('cd.id').as('upcoming'),
      sql<number | null>`(array_agg(cd.id order by cd.start_date, cd.id) filter (where cd.id is not null))[1]`.as('next_id'),
      sql<string | null>`min(cd.start_date)::text`.as('next_date'),
      // The cheapest date, compared in dollars, shown in its own currency.
      sql<string | null>`(array_agg(cd.net_price order by cd.net_price / cr.per_usd) filter (where cd.id is not null))[1]::text`.as('from_price'),
      sql<string | null>`(array_agg(cd.currency order by cd.net_price / cr.per_usd) filter (where cd.id is not null))[1]`.as('from_currency'),
    ])
    .where('ct.organization_id', '=', organizationId)
    .groupBy('ct.id')
    .orderBy('ct.id')
    .execute()
}
