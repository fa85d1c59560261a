/**
 * 1 pay now, 2 pay on arrival, 3 free cancellation (SPEC §4); 4 a deposit now and the balance by its
 * day (contract/deposits.ts). On their own, for an address that names one (the booking page's `pay`):
 * the router reads every page's address schema in the first load of the site, and contract/booking.ts
 * (which uses these) would bring every booking schema with it (3.7 KB gzip, decision 041).
 */
export const paymentTypes = [1, 2, 3, 4] as const
