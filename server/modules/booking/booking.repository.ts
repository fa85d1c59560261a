import type { Lang } from '../../../contract/common.ts'
import type { Reservation } from '../../../contract/booking.ts'
import type { Db } from '../../db/schema.ts'
import { canCancel } from './rules.ts'

/** The reservations of one diver, or one of them: ownership is part of the query (STYLE.md). */
function reservationQuery(db: Db, userId: number) {
  return db
    .selectFrom('reservations as r')
    .leftJoin('trips as t', 't.id', 'r.trip_id')
    .leftJoin('course_dates as cd', 'cd.id', 'r.course_date_id')
    .leftJoin('course_templates as ct', 'ct.id', 'cd.template_id')
    .innerJoin('branches as b', (join) => join.on((eb) => eb('b.id', '=', eb.fn.coalesce('t.branch_id', 'cd.branch_id'))))
    .leftJoin('reviews as rv', 'rv.reservation_id', 'r.id')
    .select([
      'r.id', 'r.trip_id', 'r.course_date_id', 'r.seats', 'r.payment_type', 'r.payment_status', 'r.status', 'r.price', 'r.net_price',
      'r.currency', 'r.payment_reference', 'r.created_at', 't.kind as trip_kind', 't.name_en as trip_en', 't.name_ar as trip_ar',
      't.start_date as trip_start', 'cd.start_date as course_start', 'ct.id as template_id', 'ct.name_en as course_en', 'ct.name_ar as course_ar',
      'b.id as branch_id', 'b.name_en as branch_en', 'b.name_ar as branch_ar', 'rv.id as review_id',
    ])
    .where('r.user_id', '=', userId)
}

type Row = Awaited<ReturnType<ReturnType<typeof reservationQuery>['execute']>>[number]

function toReservation(row: Row, lang: Lang, now: Date): Reservation {
  const ar = lang === 'ar'
  const isTrip = row.trip_id !== null
  const startDate = (isTrip ? row.trip_start : row.course_start) ?? ''
  return {
    reservationId: row.id,
    tripName: isTrip ? (ar ? row.trip_ar : row.trip_en) : null,
    courseName: isTrip ? null : ar ? row.course_ar : row.course_en,
    branchId: row.branch_id,
    branchName: ar ? row.branch_ar : row.branch_en,
    startDate,
    seats: row.seats,
    price: Number(row.price),
    totalPricePaidByCustomer: Number(row.net_price),
    currency: row.currency,
    paymentStatus: row.payment_status,
    paymentType: row.payment_type as 1 | 2 | 3,
    status: row.status,
    paymentRefrence: row.payment_reference,
    tempId: (isTrip ? row.trip_id : row.course_date_id)!,
    tripIdOrCourseId: (isTrip ? row.trip_id : row.template_id)!,
    livaboardId: row.trip_kind === 'liveaboard' ? row.trip_id : null,
    reviewId: row.review_id,
    showCancelButton: canCancel(row.status, startDate, now),
    createdAt: row.created_at.toISOString(),
  }
}

export async function listReservations(db: Db, userId: number, lang: Lang): Promise<Reservation[]> {
  const now = new Date()
  const rows = await reservationQuery(db, userId).orderBy('r.id').execute()
  return rows.map((row) => toReservation(row, lang, now))
}

export async function findReservation(db: Db, userId: number, reservationId: number, lang: Lang): Promise<Reservation | undefined> {
  const row = await reservationQuery(db, userId).where('r.id', '=', reservationId).executeTakeFirst()
  return row ? toReservation(row, lang, new Date()) : undefined
}
