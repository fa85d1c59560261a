import { sql } from 'kysely'
import type { Requirements } from '../../../contract/travellers.ts'
import type { Db } from '../../db/schema.ts'
import { reservationsWithItem, type ShownStatus } from './reservations.repository.ts'

/** What the voucher shows beyond the reservation: the item's length and dives, the center and its policy. */
export function findVoucherRow(db: Db, userId: number, reservationId: number) {
  return reservationsWithItem(db)
    .innerJoin('countries as bc', 'bc.id', 'b.country_id')
    .select([
      'r.id',
      'r.trip_id',
      'r.seats',
      'r.status',
      'r.payment_type',
      'r.paid_with',
      sql<Requirements | null>`coalesce(t.requirements, ct.requirements)`.as('requirements'),
      'b.travellers_cutoff_hours',
      't.kind as trip_kind',
      't.days as trip_days',
      't.number_of_dives',
      't.start_date as trip_start',
      'cd.duration_days',
      'cd.is_online',
      'cd.start_date as course_start',
      'b.id as branch_id',
      'b.name_en as branch_en',
      'b.name_ar as branch_ar',
      'b.city_en',
      'b.city_ar',
      'b.tel',
      'b.mobile',
      'b.email',
      'b.whatsapp',
      'b.lat',
      'b.lng',
      'b.cancellation_policy',
      'b.free_cancellation_hours',
      'b.meeting_point_en',
      'b.meeting_point_ar',
      'bc.name_en as country_en',
      'bc.name_ar as country_ar',
    ])
    .where('r.id', '=', reservationId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst()
}

/** One of the diver's reservations with what its invoice shows: the item, the center, the buyer. */
export function findInvoiceRow(db: Db, userId: number, reservationId: number) {
  return reservationsWithItem(db)
    .innerJoin('countries as bc', 'bc.id', 'b.country_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('countries as uc', 'uc.id', 'u.country_id')
    .select([
      'r.id',
      'r.trip_id',
      'r.course_date_id',
      'r.seats',
      'r.price',
      'r.net_price',
      'r.currency',
      'r.payment_type',
      'r.payment_status',
      'r.status',
      'r.payment_reference',
      'r.created_at',
      't.name_en as trip_en',
      't.name_ar as trip_ar',
      't.start_date as trip_start',
      't.days as trip_days',
      'ct.name_en as course_en',
      'ct.name_ar as course_ar',
      'cd.start_date as course_start',
      'cd.duration_days as course_days',
      'b.id as branch_id',
      'b.name_en as branch_en',
      'b.name_ar as branch_ar',
      'b.city_en',
      'b.city_ar',
      'b.tel',
      'b.mobile as branch_mobile',
      'b.website',
      'bc.name_en as branch_country_en',
      'bc.name_ar as branch_country_ar',
      'u.name as buyer_name',
      'u.email as buyer_email',
      'u.mobile as buyer_mobile',
      'uc.name_en as buyer_country_en',
      'uc.name_ar as buyer_country_ar',
      'r.refund_amount',
      'r.cancellation_fee',
      'r.deposit',
      'r.balance_due',
    ])
    .where('r.id', '=', reservationId)
    .where('r.user_id', '=', userId)
    .where('r.status', '!=', 'PaymentFailed')
    .$narrowType<ShownStatus>()
    .executeTakeFirst()
}
export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceRow>>>
