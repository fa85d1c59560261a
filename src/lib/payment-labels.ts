import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentState } from '../../contract/booking.ts'

/** The label of each payment state of `bookingFigures`, the same words on every screen and in the PDF. */
export const paymentStateLabels: Record<PaymentState, MessageDescriptor> = {
  paid: msg`Paid`,
  unpaid: msg`Unpaid`,
  payOnArrival: msg`Pay on arrival`,
  partlyRefunded: msg`Partly refunded`,
  refunded: msg`Refunded`,
  notCharged: msg`Not charged`,
}

/** A class per state for its chip's colour (`pay-partly-refunded`). */
export const paymentStateClass = (state: PaymentState): string => `pay-${state.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
