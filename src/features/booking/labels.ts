import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentType } from './departure.ts'

/** SPEC §4 payment type labels, as the bookings list shows them. */
export const paymentTypeLabels: Record<PaymentType, MessageDescriptor> = { 1: msg`(pay now)`, 2: msg`(pay on arrival)`, 3: msg`(free cancellation)` }
