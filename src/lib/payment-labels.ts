import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentState } from '../../contract/booking.ts'
import type { paymentTypes } from '../../contract/payment-types.ts'

/** The label of each payment state of `bookingFigures`, the same words on every screen and in the PDF. */
export const paymentStateLabels: Record<PaymentState, MessageDescriptor> = {
  paid: msg`Paid`,
  depositPaid: msg`Deposit paid`,
  partlyPaid: msg`Part paid`,
  unpaid: msg`Unpaid`,
  payOnArrival: msg`Pay on arrival`,
  partlyRefunded: msg`Partly refunded`,
  refunded: msg`Refunded`,
  notCharged: msg`Not charged`,
}

/** A class per state for its chip's colour (`pay-partly-refunded`). */
export const paymentStateClass = (state: PaymentState): string => `pay-${state.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

/**
 * SPEC §4's three kinds of booking (and a deposit) as words (its site showed "(pay now)" in brackets): the booking
 * page's choices, the bookings list, the invoice and the voucher say them alike.
 */
export const paymentTypeLabels: Record<(typeof paymentTypes)[number], MessageDescriptor> = {
  1: msg`Pay now`,
  2: msg`Pay on arrival`,
  3: msg`Free cancellation`,
  4: msg`Deposit now, balance later`,
}
