import { randomBytes } from 'node:crypto'

export type Charge = { amount: number; currency: string; reference: string; description: string }

/**
 * Where card payments go. The server talks to this interface only; the built-in provider is a
 * local one for development and demos (named as such on screen and in the README). A real one
 * (Stripe, Checkout.com, HyperPay…) implements the same two calls and is chosen by
 * PAYMENT_PROVIDER.
 */
export type PaymentProvider = {
  id: string
  /** a test provider charges no card: the screen says so */
  test: boolean
  charge: (charge: Charge) => Promise<{ providerReference: string }>
  refund: (refund: { providerReference: string; amount: number; currency: string }) => Promise<{ providerReference: string }>
}

const reference = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`

/** Approves every payment and refund at once, and moves no money: for laptops, tests and demos. */
export const localProvider: PaymentProvider = {
  id: 'local',
  test: true,
  charge: () => Promise.resolve({ providerReference: reference('local_ch') }),
  refund: () => Promise.resolve({ providerReference: reference('local_re') }),
}

export function paymentProviderFor(id: string): PaymentProvider {
  if (id === localProvider.id) return localProvider
  throw new Error(`PAYMENT_PROVIDER "${id}" is not built in: this build has "local" (a test provider that charges no card)`)
}
