import type { paymentTypes as bookingPaymentTypes } from './booking.ts'

/**
 * contract/booking.ts `paymentTypes` on their own, for an address that names one (the booking page's
 * `pay`): the router reads every page's address schema in the first load of the site, and
 * contract/booking.ts would bring every booking schema with it (3.7 KB gzip, decision 041). The
 * compiler holds the two lists equal: a tuple satisfies booking's only if it is the same list.
 */
export const paymentTypes = [1, 2, 3, 4] as const satisfies typeof bookingPaymentTypes
