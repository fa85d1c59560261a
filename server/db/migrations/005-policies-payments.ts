import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * What booking needs beyond seats: each operator's tiered cancellation policy and its
 * free-cancellation deadline, the meeting point printed on vouchers, what the agencies certify,
 * the payments taken and the fee and refund of each cancellation; and the indexes the trips
 * search walks by start date.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('branches')
    // Tiers, most generous first: cancelled at least `minDaysBefore` days ahead, `refundPercent` comes back.
    .addColumn('cancellation_policy', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'[{"minDaysBefore":14,"refundPercent":100},{"minDaysBefore":3,"refundPercent":50}]'::jsonb`),
    )
    // Payment type 3 refunds everything until this many hours before the start.
    .addColumn('free_cancellation_hours', 'integer', (c) => c.notNull().defaultTo(72))
    .addColumn('meeting_point_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meeting_point_ar', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('organizations')
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_ar', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('reservations')
    // How a paid booking was paid: from the wallet, or through the payment provider.
    .addColumn('paid_with', 'text')
    .addColumn('cancellation_fee', 'numeric(12, 2)')
    .addColumn('refund_amount', 'numeric(12, 2)')
    .execute()
  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reservation_id', 'integer', (c) => c.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('charge', 'refund')`))
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('payments_reservation_idx').on('payments').column('reservation_id').execute()
  // The trips search reads a month (or from today) of departures in date order, ties by id.
  await db.schema.createIndex('trips_start_id_idx').on('trips').columns(['start_date', 'id']).execute()
  await db.schema.createIndex('course_dates_start_idx').on('course_dates').columns(['start_date', 'id']).execute()
  // The best rated centers first (the home's popular ones, an agency's page).
  await sql`create index branches_kind_rate_idx on branches (kind, rate desc nulls last, id)`.execute(db)
}
