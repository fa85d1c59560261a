import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/schema.ts'
import { findLocalPayment, insertLocalPayment } from './payments.repository.ts'

export type ChargeRequest = {
  amount: number
  currency: string
  /**
   * One key per attempt to pay: the provider charges once per key, and the same key sent again
   * answers the first outcome (as Stripe, Adyen and Checkout.com do). A charge whose answer was lost
   * is asked again with its key, never sent anew.
   */
  idempotencyKey: string
  reference: string
  description: string
}
export type RefundRequest = { providerReference: string; amount: number; currency: string; idempotencyKey: string }

/** The provider refused the charge for good (card declined, insufficient funds): nothing was taken. */
export class PaymentDeclinedError extends Error {
  constructor(reason = 'declined') {
    super(`payment declined: ${reason}`)
    this.name = 'PaymentDeclinedError'
  }
}

/**
 * Where card payments go. The server talks to this interface only; the built-in provider is a
 * local one for development and demos (named as such on screen and in the README). A real one
 * (Stripe, Checkout.com, HyperPay…) implements the same two calls and is chosen by
 * PAYMENT_PROVIDER. Any failure other than `PaymentDeclinedError` means the outcome is unknown.
 */
export type PaymentProvider = {
  id: string
  /** a test provider charges no card: the screen says so */
  test: boolean
  charge: (charge: ChargeRequest) => Promise<{ providerReference: string }>
  refund: (refund: RefundRequest) => Promise<{ providerReference: string }>
}

const reference = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`

/**
 * Approves every payment and refund and moves no money: for laptops, tests and demos. It keeps what
 * it approved by idempotency key in its own table, so every API process gives the same answer to a
 * key, as a real provider's service would. With `delayMs` it answers that long after it recorded a
 * payment, as a slow provider does: the money is taken and the answer is on its way when a process
 * is stopped or a wait runs out (LOCAL_PAYMENT_DELAY_MS, to try those on a laptop and in tests).
 */
export function localProvider(db: Db, delayMs = 0): PaymentProvider {
  const once = async (kind: 'charge' | 'refund', key: string, amount: number, currency: string) => {
    const made = await insertLocalPayment(db, {
      idempotency_key: key,
      kind,
      provider_reference: reference(kind === 'charge' ? 'local_ch' : 'local_re'),
      amount,
      currency,
    })
    const payment = made ?? (await findLocalPayment(db, key))
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    return { providerReference: payment!.provider_reference }
  }
  return {
    id: 'local',
    test: true,
    charge: (charge) => once('charge', charge.idempotencyKey, charge.amount, charge.currency),
    refund: (refund) => once('refund', refund.idempotencyKey, refund.amount, refund.currency),
  }
}

export function paymentProviderFor(id: string, db: Db, options: { localDelayMs?: number } = {}): PaymentProvider {
  if (id === 'local') return localProvider(db, options.localDelayMs)
  throw new Error(`PAYMENT_PROVIDER "${id}" is not built in: this build has "local" (a test provider that charges no card)`)
}
