import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { findCharge, insertPayment } from '../payments/payments.repository.ts'
import { claimDueSettlements, clearRefundDue, findReservationForPayment } from './charges.repository.ts'
import { chargeHold, type CheckoutOptions, nameOf, settleDelayMs, withTimeout } from './checkout.ts'
import { cancelOverdueBalances } from './booking.service.ts'

/**
 * Sends a refund owed to the card, outside any transaction, with the refund's own key (sent again
 * it refunds once). Recorded when the provider confirms; otherwise the worker tries again.
 */
export async function refundToCard(db: Db, provider: PaymentProvider, options: CheckoutOptions, reservationId: number): Promise<boolean> {
  const due = await inTransaction(db, async (trx) => {
    const row = await findReservationForPayment(trx, reservationId, { lock: true })
    if (!row?.refund_key) return null
    const charge = await findCharge(trx, row.id)
    return { key: row.refund_key, amount: Number(row.refund_due), currency: row.currency, chargeReference: charge?.provider_reference ?? row.payment_reference }
  })
  if (!due) return false
  let refunded: { providerReference: string }
  try {
    // Bounded as a charge is: a provider that never answers must not hold the settling worker's round.
    refunded = await withTimeout(
      provider.refund({ providerReference: due.chargeReference, amount: due.amount, currency: due.currency, idempotencyKey: due.key }),
      options.chargeTimeoutMs,
    )
  } catch {
    return false
  }
  return inTransaction(db, async (trx) => {
    const row = await findReservationForPayment(trx, reservationId, { lock: true })
    if (row?.refund_key !== due.key) return false
    await insertPayment(trx, {
      reservation_id: row.id,
      provider: provider.id,
      provider_reference: refunded.providerReference,
      kind: 'refund',
      amount: due.amount.toFixed(2),
      currency: row.currency,
    })
    await clearRefundDue(trx, row.id)
    return true
  })
}

/**
 * The settling worker's round: charges left `Pending` (a timed-out answer, a crashed process) are
 * asked again with their key and confirmed or given back; refunds owed to a card are sent again;
 * deposit bookings whose balance's day passed unpaid are cancelled by their center's rule. Every
 * process runs it; a row is leased to one at a time (a cancellation re-reads its row under a lock).
 */
export async function settleDue(db: Db, provider: PaymentProvider, options: CheckoutOptions, limit = 20): Promise<number> {
  const ids = await claimDueSettlements(db, settleDelayMs(options), limit)
  for (const id of ids) {
    const row = await findReservationForPayment(db, id)
    if (!row) continue
    if (row.charge_key) {
      try {
        await chargeHold(db, provider, options, {
          reservationId: id,
          key: row.charge_key,
          amount: Number(row.charge_amount),
          currency: row.currency,
          reference: row.payment_reference,
          description: nameOf(row, 'en'),
        })
      } catch {
        // declined: chargeHold gave the hold back
      }
    }
    if (row.refund_key) await refundToCard(db, provider, options, id)
  }
  return ids.length + (await cancelOverdueBalances(db, options.jobs))
}
