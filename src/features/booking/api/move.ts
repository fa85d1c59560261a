import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../../contract/common.ts'
import { type CabinChoice, cabinKey } from '../../../../contract/liveaboards.ts'
import { MoveBookingResponseSchema, moveQuotePath, MoveQuoteResponseSchema } from '../../../../contract/moves.ts'
import {
  type CourseDetails,
  CourseDetailsResponseSchema,
  courseDetailsRequest,
  type TripDetails,
  TripDetailsResponseSchema,
  tripDetailsRequest,
} from '../../../../contract/trips.ts'
import { api } from '../../../api/client.ts'
import { changed } from '../../../lib/changes.ts'
import { newIdempotencyKey } from '../../../lib/offline-writes.ts'
import { diverKeys } from '../../../lib/query-keys.ts'
import type { MoveVariables } from '../../../lib/reservation-writes.ts'
import type { BookingKind } from '../departure.ts'
import { moveChanges, moveRequest } from './writes.ts'

/** The date a booking would move to: a trip's or a course date's, as the booking is, and a liveaboard's cabin there when the diver chose another. */
export type MoveTarget = { reservationId: number; kind: BookingKind; id: number; cabin?: CabinChoice }

const targetOf = ({ reservationId, kind, id, cabin }: MoveTarget) =>
  kind === 'trip' ? { reservationId, tripId: id, ...(cabin ? { cabin: cabinKey(cabin) } : {}) } : { reservationId, courseId: id }

/**
 * The booking's trip or course page (Trips/TripDetails, Trips/CourseDetails), under the trips area's
 * own key and request (contract/trips.ts): the dates a move may go to, with their prices. It is kept
 * on the device like any page the diver opened, so Change date lists them on a boat too.
 */
export function moveDatesQueryOptions(kind: BookingKind, id: number, lang: Lang) {
  const { key, call } = kind === 'trip' ? tripDetailsRequest(id, lang) : courseDetailsRequest(id, lang)
  const schema = kind === 'trip' ? TripDetailsResponseSchema : CourseDetailsResponseSchema
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.send(call, schema, { signal }) as Promise<{ data: TripDetails | CourseDetails }>,
  })
}

/**
 * What moving to that date costs now (Booking/MoveQuote): asked when a date is chosen, never kept
 * on the device (prices and seats move), under the diver's key.
 */
export const moveQuoteQueryOptions = (userId: number, target: MoveTarget | null, lang: Lang) =>
  queryOptions({
    queryKey: [...diverKeys.all(userId), 'move-quote', target?.reservationId, target?.kind, target?.id, target?.cabin && cabinKey(target.cabin), lang] as const,
    queryFn: target
      ? async ({ signal }) => (await api.get(moveQuotePath, MoveQuoteResponseSchema, { query: { ...targetOf(target), lang: langCode[lang] }, signal })).data
      : skipToken,
    meta: { owner: userId, persist: false },
    staleTime: 0,
    retry: false,
  })

/**
 * Booking/Move confirmed online, while the dialog waits: the seats on the new date are taken before it
 * closes, and a refusal (a traveller the date does not suit, seats gone) is said beside the choice. The
 * request is the queued move's (api/writes.ts), under one key per Confirm. Its answer is the booking
 * on its new date; what a move changes is read again (voucher, bookings, invoice, wallet, seats).
 */
export function useMoveBooking(userId: number, onMoved: (startDate: string) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { toastErrors: false },
    mutationFn: (move: MoveVariables) => {
      const { path, body } = moveRequest(move)
      return api.post(path, MoveBookingResponseSchema, { body, idempotencyKey: newIdempotencyKey() })
    },
    onSuccess: async (answer, move) => {
      await changed(queryClient, moveChanges(move), { waitFor: [] })
      onMoved(answer.data.startDate)
    },
  })
}
