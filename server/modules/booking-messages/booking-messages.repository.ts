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
    .select([
      'r.id',
      'r.status',
      'r.payment_status',
      'r.balance_due',
      'u.id as user_id',
      'u.email',
      'u.name',
      'u.language',
      'u.mail_bookings',
      'rv.id as review_id',
    ])
    .select([
      sql<string>`coalesce(t.name_en, ct.name_en, '')`.as('name_en'),
      sql<string>`coalesce(t.name_ar, ct.name_ar, '')`.as('name_ar'),
      sql<string>`coalesce(t.start_date, cd.start_date)`.as('start'),
    ])
    .where('r.id', '=', reservationId)
    .executeTakeFirst()
}

/**
 * Whether the diver's address is confirmed, with the account's row locked until the caller's
 * transaction ends: confirming the address writes that row, so a decision about a mail to the
 * address and the confirmation (which releases what was held) take turns, and nothing held is
 * missed; two decisions take turns too, so the hour's allowance is counted once. `for no key
 * update`, as the wallet's lock: a new booking or notice of the diver (a key-share lock on the row,
 * their foreign key) does not wait for it, nor it for them. Take it first, and no other row after it.
 */
export async function lockAddressConfirmed(trx: Db, userId: number): Promise<boolean> {
  const row = await trx.selectFrom('users').select('is_verified').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst()
  return row?.is_verified ?? false
}

type UnconfirmedMail = { userId: number; reservationId: number; event: string; job: unknown }

/** What became of one booking message to an unconfirmed address: sent (counted), held, or released; undefined for none. */
export async function findUnconfirmedMailState(db: Db, reservationId: number, event: string) {
  const row = await db
    .selectFrom('unconfirmed_booking_mail')
    .select('state')
    .where('reservation_id', '=', reservationId)
    .where('event', '=', event)
    .executeTakeFirst()
  return row?.state
}

/** How many booking mails went to the account's unconfirmed address since `since`. */
export async function countUnconfirmedMailSent(db: Db, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('unconfirmed_booking_mail')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('state', '=', 'sent')
    .where('since', '>', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Records a message as mailed anyway (counted) or held; a retried job finds its row and adds none. */
export async function recordUnconfirmedMail(db: Db, mail: UnconfirmedMail, state: 'sent' | 'held'): Promise<void> {
  await db
    .insertInto('unconfirmed_booking_mail')
    .values({ user_id: mail.userId, reservation_id: mail.reservationId, event: mail.event, state, job: JSON.stringify(mail.job) })
    .onConflict((oc) => oc.columns(['reservation_id', 'event']).doNothing())
    .execute()
}

/**
 * Counted mails older than `before` count no more (a confirmation's retries are long over by then),
 * and a released one still there that long after was given up: nothing waits for it.
 */
export async function forgetUnconfirmedMailBefore(db: Db, userId: number, before: Date): Promise<void> {
  await db.deleteFrom('unconfirmed_booking_mail').where('user_id', '=', userId).where('state', 'in', ['sent', 'released']).where('since', '<', before).execute()
}

/** Whether a message of this booking held until the confirmation was queued again and has not been carried out yet. */
export async function hasReleasedMail(db: Db, reservationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('unconfirmed_booking_mail')
    .select('id')
    .where('reservation_id', '=', reservationId)
    .where('state', '=', 'released')
    .executeTakeFirst()
  return row !== undefined
}

/** The account's held messages, in the order they were held. */
export function findHeldMail(db: Db, userId: number) {
  return db
    .selectFrom('unconfirmed_booking_mail')
    .select(['reservation_id', 'event', 'job'])
    .where('user_id', '=', userId)
    .where('state', '=', 'held')
    .orderBy('id')
    .execute()
}

/** The address is confirmed: what was held is released (queued again by the caller), and what was counted counts no more. */
export async function markUnconfirmedMailReleased(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('unconfirmed_booking_mail')
    .set({ state: 'released', since: new Date() })
    .where('user_id', '=', userId)
    .where('state', '=', 'held')
    .execute()
  await db.deleteFrom('unconfirmed_booking_mail').where('user_id', '=', userId).where('state', '=', 'sent').execute()
}

/** A released message has been carried out (sent, or dropped as no longer due). */
export async function forgetReleasedMail(db: Db, reservationId: number, event: string): Promise<void> {
  await db
    .deleteFrom('unconfirmed_booking_mail')
    .where('reservation_id', '=', reservationId)
    .where('event', '=', event)
    .where('state', '=', 'released')
    .execute()
}
