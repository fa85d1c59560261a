import { PaymentDeclinedError, type PaymentProvider } from '../modules/payments/payment-provider.ts'

/**
 * What the provider does with the next new charge: approve it; decline it; `hang` (never answers,
 * takes nothing: a network that lost the request); `late` (takes the money but its answer never
 * reaches us: a network that lost the response).
 */
export type Behaviour = 'approve' | 'decline' | 'hang' | 'late'

type Charge = { key: string; amount: number; currency: string; reference: string }

/**
 * A payment provider for tests that behaves as a real one does: one outcome per idempotency key (a
 * key asked again answers what it answered, or finally what it did), money moved only by approved
 * charges, and refunds likewise by key. `next` scripts what the following new keys meet.
 */
export function scriptedProvider() {
  const script: Behaviour[] = []
  const charges = new Map<string, Charge & { outcome: 'taken' | 'declined' }>()
  const refunds = new Map<string, { amount: number; currency: string; charge: string }>()
  let refundFailures = 0
  let refundsHanging = 0
  /** each call as it came: what the test reads to see how often the provider was asked */
  const calls: Array<{ kind: 'charge' | 'refund'; key: string; during?: unknown }> = []
  let onCharge: ((charge: Charge) => Promise<unknown>) | undefined

  const provider: PaymentProvider = {
    id: 'scripted',
    test: true,
    charge: async (request) => {
      const charge = { key: request.idempotencyKey, amount: request.amount, currency: request.currency, reference: request.reference }
      const during = onCharge ? await onCharge(charge) : undefined
      calls.push({ kind: 'charge', key: charge.key, during })
      const known = charges.get(charge.key)
      if (known) {
        if (known.outcome === 'declined') throw new PaymentDeclinedError()
        return { providerReference: `ch_${charge.key}` }
      }
      const behaviour = script.shift() ?? 'approve'
      if (behaviour === 'hang') return new Promise<never>(() => undefined)
      if (behaviour === 'decline') {
        charges.set(charge.key, { ...charge, outcome: 'declined' })
        throw new PaymentDeclinedError()
      }
      charges.set(charge.key, { ...charge, outcome: 'taken' })
      if (behaviour === 'late') return new Promise<never>(() => undefined)
      return { providerReference: `ch_${charge.key}` }
    },
    refund: (request) => {
      calls.push({ kind: 'refund', key: request.idempotencyKey })
      if (refundFailures > 0) {
        refundFailures--
        return Promise.reject(new Error('provider unavailable'))
      }
      if (refundsHanging > 0) {
        refundsHanging--
        return new Promise<never>(() => undefined)
      }
      if (!refunds.has(request.idempotencyKey))
        refunds.set(request.idempotencyKey, { amount: request.amount, currency: request.currency, charge: request.providerReference })
      return Promise.resolve({ providerReference: `re_${request.idempotencyKey}` })
    },
  }
  return {
    id: provider.id,
    provider,
    calls,
    /** the outcomes the next new charges meet, in order (then: approve) */
    next: (...behaviours: Behaviour[]) => void script.push(...behaviours),
    /** the next `n` refunds fail as an unreachable provider would */
    failRefunds: (n: number) => void (refundFailures = n),
    /** the next `n` refunds are never answered (a provider that accepted the connection and went quiet) */
    hangRefunds: (n: number) => void (refundsHanging = n),
    /** runs while a charge is being made, before it is answered: what the database shows then */
    whileCharging: (probe: (charge: Charge) => Promise<unknown>) => void (onCharge = probe),
    /** money taken, by key */
    taken: () => [...charges.values()].filter((charge) => charge.outcome === 'taken'),
    refunded: () => [...refunds.entries()].map(([key, refund]) => ({ key, ...refund })),
  }
}
