import { queryOptions } from '@tanstack/react-query'
import {
  cancellationQuotePath,
  CancellationQuoteResponseSchema,
  RESERVATIONS_PAST_PAGE,
  type ReservationsResponse,
  reservationsPath,
  ReservationsResponseSchema,
} from '../../../../../contract/booking.ts'
import { langCode, type Lang } from '../../../../../contract/common.ts'
import { getReviewPath, ReviewResponseSchema } from '../../../../../contract/reviews.ts'
import { api } from '../../../../api/client.ts'
import { accountKeys } from '../../api/keys.ts'

/**
 * The diver's bookings: every upcoming one and the `pastLimit` newest past ones. The first page is
 * the one the device keeps; a longer list (Show more) sits under the same key, one level down, so a
 * write that refreshes the bookings refreshes it too.
 */
export const reservationsQueryOptions = (userId: number, lang: Lang, pastLimit = RESERVATIONS_PAST_PAGE) =>
  queryOptions({
    queryKey: pastLimit === RESERVATIONS_PAST_PAGE ? accountKeys.reservations(userId, lang) : [...accountKeys.reservations(userId, lang), pastLimit],
    queryFn: ({ signal }) => api.get(reservationsPath, ReservationsResponseSchema, { query: { lang: langCode[lang], pastLimit }, signal }),
    meta: { owner: userId },
    refetchOnMount: 'always', // as the profile: the kept copy at once, the server's answer after it
    // A card payment still being confirmed settles within a minute or so: the list follows it.
    refetchInterval: (query) => (awaitingCard(query.state.data?.data) ? 5_000 : false),
  })

const awaitingCard = (data: ReservationsResponse['data'] | undefined): boolean =>
  data !== undefined && [...data.upcomming.upcomingTripReservations, ...data.upcomming.upcomingCourseReservations].some((r) => r.status === 'Pending')

export const reviewQueryOptions = (userId: number, reviewId: number) =>
  queryOptions({
    queryKey: accountKeys.review(userId, reviewId),
    queryFn: ({ signal }) => api.get(getReviewPath, ReviewResponseSchema, { query: { reviewId }, signal }),
    meta: { owner: userId },
    staleTime: 0,
  })

/** What cancelling now would give back: read fresh each time the modal opens, never kept. */
export const cancellationQuoteQueryOptions = (userId: number, reservationId: number) =>
  queryOptions({
    queryKey: accountKeys.quote(userId, reservationId),
    queryFn: ({ signal }) => api.get(cancellationQuotePath, CancellationQuoteResponseSchema, { query: { reservationId }, signal }),
    meta: { owner: userId, persist: false },
    staleTime: 0,
    retry: false,
  })
