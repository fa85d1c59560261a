import { queryOptions } from '@tanstack/react-query'
import { voucherPath, VoucherResponseSchema } from '../../../contract/booking.ts'
import { langCode, type Lang } from '../../../contract/common.ts'
import { courseDetailsPath, CourseDetailsResponseSchema, tripDetailsPath, TripDetailsResponseSchema } from '../../../contract/trips.ts'
import { api } from '../../api/client.ts'
import { diverKeys } from '../../lib/query-keys.ts'
import { type BookingKind, type Departure, fromCourse, fromTrip } from './departure.ts'

export const bookingKeys = {
  departure: (kind: BookingKind, id: number, lang: Lang) => ['booking', 'departure', kind, id, lang] as const,
  /** the diver's own: under the account's key and the diver's id, so sign-out and a second diver never see it */
  voucher: (userId: number, reservationId: number, lang: Lang) => [...diverKeys.all(userId), 'voucher', reservationId, lang] as const,
}

/**
 * The trip or course date being booked, read fresh (seats and price move): what the booking page
 * shows and sends back as the expected total.
 */
export const departureQueryOptions = (kind: BookingKind, id: number, lang: Lang) =>
  queryOptions({
    queryKey: bookingKeys.departure(kind, id, lang),
    queryFn: async ({ signal }): Promise<Departure> =>
      kind === 'trip'
        ? fromTrip((await api.get(tripDetailsPath, TripDetailsResponseSchema, { query: { tempTripId: id, lang: langCode[lang] }, signal })).data)
        : fromCourse((await api.get(courseDetailsPath, CourseDetailsResponseSchema, { query: { tempId: id, lang: langCode[lang] }, signal })).data),
    staleTime: 0,
    meta: { persist: false },
  })

/** The voucher: kept on the device (persisted with the cache) so it opens on the boat with no network. */
export const voucherQueryOptions = (userId: number, reservationId: number, lang: Lang) =>
  queryOptions({
    queryKey: bookingKeys.voucher(userId, reservationId, lang),
    queryFn: ({ signal }) => api.get(voucherPath, VoucherResponseSchema, { query: { reservationId, lang: langCode[lang] }, signal }),
    meta: { owner: userId },
    // Booked while the card's answer was still awaited: asked again until it is confirmed or given up.
    refetchInterval: (query) => (query.state.data?.data.reservation.status === 'Pending' ? 3_000 : false),
  })
