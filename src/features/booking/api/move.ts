import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../../contract/common.ts'
import { MoveBookingResponseSchema, moveBookingPath, moveQuotePath, MoveQuoteResponseSchema } from '../../../../contract/moves.ts'
import { api } from '../../../api/client.ts'
import { changed } from '../../../lib/changes.ts'
import { diverKeys } from '../../../lib/query-keys.ts'
import type { BookingKind } from '../departure.ts'

/** The date a booking would move to: a trip's or a course date's, as the booking is. */
export type MoveTarget = { reservationId: number; kind: BookingKind; id: number }

const targetOf = ({ reservationId, kind, id }: MoveTarget) => (kind === 'trip' ? { reservationId, tripId: id } : { reservationId, courseId: id })

/**
 * What moving to that date costs now (Booking/MoveQuote): asked when a date is chosen, never kept
 * on the device (prices and seats move), under the diver's key.
 */
export const moveQuoteQueryOptions = (userId: number, target: MoveTarget | null, lang: Lang) =>
  queryOptions({
    queryKey: [...diverKeys.all(userId), 'move-quote', target?.reservationId, target?.kind, target?.id, lang] as const,
    queryFn: target
      ? async ({ signal }) => (await api.get(moveQuotePath, MoveQuoteResponseSchema, { query: { ...targetOf(target), lang: langCode[lang] }, signal })).data
      : skipToken,
    meta: { owner: userId, persist: false },
    staleTime: 0,
    retry: false,
  })

/**
 * Booking/Move, live only: seats on the new date are confirmed while the diver waits. Its answer is
 * the booking on its new date; every screen of the diver's account is read again (voucher, bookings,
 * invoice, wallet), so a reload right after shows the move.
 */
export function useMoveBooking(userId: number, onMoved: (startDate: string) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { toastErrors: false },
    mutationFn: ({ target, expectedTotal }: { target: MoveTarget; expectedTotal: number }) =>
      api.post(moveBookingPath, MoveBookingResponseSchema, { body: { ...targetOf(target), expectedTotal } }),
    onSuccess: async (answer) => {
      await changed(queryClient, [diverKeys.all(userId)], { waitFor: [] })
      onMoved(answer.data.startDate)
    },
  })
}
