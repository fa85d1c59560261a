import type { Db } from '../../db/schema.ts'
import { lockReservation, reservationsWithItem } from './reservations.repository.ts'

/**
 * Everything needed to charge, confirm or give back a hold; locked until the transaction ends with
 * `lock`, and only the diver's own with `userId`.
 */
export async function findReservationForPayment(db: Db, reservationId: number, { lock = false, userId }: { lock?: boolean; userId?: number } = {}) {
  if (lock) await lockReservation(db, reservationId)
  let query = reservationsWithItem(db)
    .select([
      'r.id',
      'r.user_id',
      'r.status',
      'r.payment_status',
      'r.seats',
      'r.trip_id',
      'r.course_date_id',
      'r.currency',
      'r.net_price',
      'r.payment_reference',
      'r.wallet_paid',
      'r.card_paid',
      'r.charge_key',
      'r.charge_amount',
      'r.charge_for',
      'r.charge_wallet',
      'r.deposit',
      'r.balance_due',
      'r.payment_type',
      'r.refund_key',
      'r.refund_due',
      't.name_en as trip_en',
      't.name_ar as trip_ar',
      't.start_date as trip_start',
      'ct.name_en as course_en',
      'ct.name_ar as course_ar',
      'cd.start_date as course_start',
    ])
    .where('r.id', '=', reservationId)
  if (userId !== undefined) query = query.where('r.user_id', '=', userId)
  return (lock ? query.forUpdate('r') : query).executeTakeFirst()
}
export type LockedReservation = NonNullable<Awaited<ReturnType<typeof findReservationForPayment>>>

/** What a card charge pays for: a new booking (or its deposit), an older booking's payment, or a deposit booking's balance. */
export type ChargeFor = 'booking' | 'payment' | 'balance'

/**
 * The seats and the wallet's part are held (`Pending`) while the card is charged with `charge_key`.
 * The wallet's part joins `wallet_paid` when the charge is confirmed (`markPaid`), so what was paid
 * before (a deposit) stays as it was if the card is declined.
 */
export async function markCharging(
  db: Db,
  reservationId: number,
  charge: { wallet: number; key: string; amount: number; chargeFor: ChargeFor; settleAfter: Date },
): Promise<void> {
  await db
    .updateTable('reservations')
    .set({
      status: 'Pending',
      charge_wallet: charge.wallet,
      charge_key: charge.key,
      charge_amount: charge.amount,
      charge_for: charge.chargeFor,
      settle_after: charge.settleAfter,
    })
    .where('id', '=', reservationId)
    .execute()
}

/** Everything paid so far (`wallet` and `card` are totals): the whole booking (`Paid`), or a deposit booking's deposit. */
export async function markPaid(db: Db, reservationId: number, paid: { wallet: number; card: number; status: 'Paid' | 'DepositPaid' }): Promise<void> {
  await db
    .updateTable('reservations')
    .set({
      status: 'Confirmed',
      payment_status: paid.status,
      paid_with: paid.card > 0 ? 'card' : 'wallet',
      wallet_paid: paid.wallet,
      card_paid: paid.card,
      charge_key: null,
      charge_wallet: null,
      charge_amount: null,
      charge_for: null,
      settle_after: null,
    })
    .where('id', '=', reservationId)
    .execute()
}

/**
 * A charge refused for good: a new booking is given up (`PaymentFailed`), an older one waits for its
 * payment again, and a deposit booking whose balance was declined stands as it was (`Confirmed`,
 * its deposit paid).
 */
export async function markChargeFailed(db: Db, reservationId: number, status: 'PaymentFailed' | 'AwaitingPayment' | 'Confirmed'): Promise<void> {
  await db
    .updateTable('reservations')
    .set({
      status,
      // Nothing was paid before a booking's first charge; a balance's leaves the deposit's part.
      ...(status === 'Confirmed' ? {} : { wallet_paid: 0 }),
      charge_wallet: null,
      charge_key: null,
      charge_amount: null,
      charge_for: null,
      settle_after: null,
    })
    .where('id', '=', reservationId)
    .execute()
}

/** A refund owed to the card, to be confirmed by the provider (at once, or by the settling worker). */
export async function markRefundDue(db: Db, reservationId: number, refund: { key: string; amount: number; settleAfter: Date }): Promise<void> {
  await db
    .updateTable('reservations')
    .set({ refund_key: refund.key, refund_due: refund.amount, settle_after: refund.settleAfter })
    .where('id', '=', reservationId)
    .execute()
}

export async function clearRefundDue(db: Db, reservationId: number): Promise<void> {
  await db.updateTable('reservations').set({ refund_key: null, refund_due: null, settle_after: null }).where('id', '=', reservationId).execute()
}

/**
 * Takes up to `limit` charges and refunds whose time has come for this worker: their next look is
 * pushed `leaseMs` ahead in the same statement, so two processes never take the same one at once.
 */
export async function claimDueSettlements(db: Db, leaseMs: number, limit: number): Promise<number[]> {
  const rows = await db
    .updateTable('reservations')
    .set({ settle_after: new Date(Date.now() + leaseMs) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('reservations')
        .select('id')
        .where((w) => w.or([w('charge_key', 'is not', null), w('refund_key', 'is not', null)]))
        .where('settle_after', '<=', new Date())
        .orderBy('settle_after')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}
