import { sql } from 'kysely'
import type { Db, ReservationTable } from '../../db/schema.ts'
import { lockReservation, movesOf, reservationsWithItem } from './reservations.repository.ts'

/**
 * The caller's reservation as a move needs it: its departure (which trip or course it is a date of),
 * what was paid, and its center's rules; locked until the transaction ends with `lock`.
 */
export async function findMoveSource(db: Db, userId: number, reservationId: number, lock: boolean) {
  if (lock) await lockReservation(db, reservationId)
  const query = reservationsWithItem(db)
    .select([
      'r.id',
      'r.user_id',
      'r.status',
      'r.payment_type',
      'r.payment_status',
      'r.seats',
      'r.trip_id',
      'r.course_date_id',
      'r.net_price',
      'r.currency',
      'r.wallet_paid',
      'r.card_paid',
      'r.payment_reference',
      't.name_en as trip_name',
      't.kind as trip_kind',
      'cd.template_id',
      'b.id as branch_id',
      'b.move_free_days',
      'b.move_fee_percent',
      'b.balance_due_days',
    ])
    .select(sql<string>`coalesce(t.start_date, cd.start_date)`.as('start_date'))
    .select(movesOf)
    .where('r.id', '=', reservationId)
    .where('r.user_id', '=', userId)
  return (lock ? query.forUpdate('r') : query).executeTakeFirst()
}
export type MoveSource = NonNullable<Awaited<ReturnType<typeof findMoveSource>>>

/** Another date of the same trip (center, name and kind) or course (center and course), with its price and seats; undefined for any other. */
export function findMoveTarget(db: Db, source: MoveSource, target: { tripId?: number; courseId?: number }) {
  if (source.trip_id !== null) {
    if (target.tripId === undefined) return Promise.resolve(undefined)
    return db
      .selectFrom('trips')
      .select(['id', 'start_date', 'price', 'net_price', 'currency', 'seats_available', 'requirements'])
      .where('id', '=', target.tripId)
      .where('id', '!=', source.trip_id)
      .where('branch_id', '=', source.branch_id)
      .where('name_en', '=', source.trip_name!)
      .where('kind', '=', source.trip_kind!)
      .executeTakeFirst()
  }
  if (target.courseId === undefined) return Promise.resolve(undefined)
  return db
    .selectFrom('course_dates as cd')
    .innerJoin('course_templates as ct', 'ct.id', 'cd.template_id')
    .select(['cd.id', 'cd.start_date', 'cd.price', 'cd.net_price', 'cd.currency', 'cd.seats_available', 'ct.requirements'])
    .where('cd.id', '=', target.courseId)
    .where('cd.id', '!=', source.course_date_id)
    .where('cd.branch_id', '=', source.branch_id)
    .where('cd.template_id', '=', source.template_id)
    .executeTakeFirst()
}

/** The reservation on its new date, with its new price and what its money now stands at. */
export async function markMoved(
  db: Db,
  reservationId: number,
  moved: Pick<ReservationTable, 'trip_id' | 'course_date_id' | 'payment_status'> & {
    price: number
    netPrice: number
    walletPaid: number
    cardPaid: number
    deposit: number | null
    balanceDue: string | null
  },
): Promise<void> {
  await db
    .updateTable('reservations')
    .set({
      trip_id: moved.trip_id,
      course_date_id: moved.course_date_id,
      payment_status: moved.payment_status,
      price: moved.price.toFixed(2),
      net_price: moved.netPrice.toFixed(2),
      wallet_paid: moved.walletPaid.toFixed(2),
      card_paid: moved.cardPaid.toFixed(2),
      deposit: moved.deposit === null ? null : moved.deposit.toFixed(2),
      balance_due: moved.balanceDue,
    })
    .where('id', '=', reservationId)
    .execute()
}

export async function insertMove(
  db: Db,
  move: { reservationId: number; fromStart: string; toStart: string; fee: number; refund: number; owed: number },
): Promise<void> {
  await db
    .insertInto('reservation_moves')
    .values({
      reservation_id: move.reservationId,
      from_start: move.fromStart,
      to_start: move.toStart,
      fee: move.fee.toFixed(2),
      refund: move.refund.toFixed(2),
      owed: move.owed.toFixed(2),
    })
    .execute()
}

/** A booking's moves, oldest first: the invoice lists each fee. */
export function findMoves(db: Db, reservationId: number) {
  return db.selectFrom('reservation_moves').select(['from_start', 'to_start', 'fee']).where('reservation_id', '=', reservationId).orderBy('id').execute()
}
