import { sql } from 'kysely'
import type { Db } from '../../db/schema.ts'

/** When a reservation's departure starts and how many days it lasts: when its reminder and review request are due. */
export function findDeparture(db: Db, reservationId: number) {
  return db
    .selectFrom('reservations as r')
    .leftJoin('trips as t', 't.id', 'r.trip_id')
    .leftJoin('course_dates as cd', 'cd.id', 'r.course_date_id')
    .select([sql<string>`coalesce(t.start_date, cd.start_date)`.as('start'), sql<number>`coalesce(t.days, cd.duration_days, 1)`.as('days')])
    .where('r.id', '=', reservationId)
    .executeTakeFirst()
}

/** Who a reservation's messages go to, in which language, what they chose, and where the booking stands now. */
export function findRecipient(db: Db, reservationId: number) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('reviews as rv', 'rv.reservation_id', 'r.id')
    .leftJoin('trips as t', 't.id', 'r.trip_id')
    .leftJoin('course_dates as cd', 'cd.id', 'r.course_date_id')
    .leftJoin('course_templates as ct', 'ct.id', 'cd.template_id')
    .select(['r.id', 'r.status', 'u.id as user_id', 'u.email', 'u.name', 'u.language', 'u.mail_bookings', 'rv.id as review_id'])
    .select([
      sql<string>`coalesce(t.name_en, ct.name_en, '')`.as('name_en'),
      sql<string>`coalesce(t.name_ar, ct.name_ar, '')`.as('name_ar'),
      sql<string>`coalesce(t.start_date, cd.start_date)`.as('start'),
    ])
    .where('r.id', '=', reservationId)
    .executeTakeFirst()
}
