import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createBookingPath, CreateBookingResponseSchema } from '../../../../contract/booking.ts'
import type { Lang } from '../../../../contract/common.ts'
import type { ExtraChoice } from '../../../../contract/extras.ts'
import type { GearChoice } from '../../../../contract/gear.ts'
import type { CabinChoice } from '../../../../contract/liveaboards.ts'
import type { Traveller } from '../../../../contract/travellers.ts'
import { api } from '../../../api/client.ts'
import { catalogueShowingSeats, changed } from '../../../lib/changes.ts'
import { diverKeys } from '../../../lib/query-keys.ts'
import type { BookingKind, PaymentType } from '../departure.ts'
import { departureQueryOptions } from './departure.ts'
import { rentalKeys } from './rentals.ts'
import { cabinKeys } from './cabins.ts'

/** One attempt: `key` is its Idempotency-Key, `expectedTotal` the total the diver saw. */
export type CreateBookingVariables = {
  key: string
  seats: number
  paymentType: PaymentType
  expectedTotal: number
  useWallet: boolean
  travellers: Traveller[]
  gear: GearChoice[]
  /** a liveaboard's extras each traveller takes */
  extras: ExtraChoice[]
  /** the liveaboard's cabin, where it sells cabins */
  cabin: CabinChoice | null
}

/**
 * Booking/Create, live only (never queued): its errors show on the form, not as toasts. Taken, it
 * refreshes the diver's bookings, invoices and wallet, the gear left, and the seats left wherever the
 * catalogue shows them; refused, the date's seats, price and gear are read again, so the page shows what the server holds now.
 * While the server is still carrying out an earlier attempt with the same key, the client asks again
 * with that key (api/in-progress.ts) and `onWaiting` lets the page say so.
 */
export function useCreateBooking(
  { kind, id, lang, userId }: { kind: BookingKind; id: number; lang: Lang; userId: number },
  { onBooked, onRefused, onWaiting }: { onBooked: (reservationId: number) => void; onRefused: (error: Error) => void; onWaiting: (waiting: boolean) => void },
) {
  const queryClient = useQueryClient()
  const departureKey = departureQueryOptions(kind, id, lang).queryKey
  return useMutation({
    meta: { toastErrors: false },
    mutationFn: ({ key, seats, paymentType, expectedTotal, useWallet, travellers, gear, extras, cabin }: CreateBookingVariables) =>
      api.post(createBookingPath, CreateBookingResponseSchema, {
        body: { [kind === 'trip' ? 'tripId' : 'courseId']: id, seats, paymentType, expectedTotal, useWallet, travellers, gear, extras, cabin },
        idempotencyKey: key,
        onInProgress: ({ waiting }) => onWaiting(waiting),
      }),
    onSuccess: async ({ data }) => {
      await changed(queryClient, [diverKeys.all(userId), departureKey, rentalKeys.all, cabinKeys.all, ...catalogueShowingSeats])
      onBooked(data.reservationId)
    },
    onError: (error) => {
      onRefused(error)
      void queryClient.invalidateQueries({ queryKey: departureKey })
      void queryClient.invalidateQueries({ queryKey: rentalKeys.all })
      void queryClient.invalidateQueries({ queryKey: cabinKeys.all })
    },
  })
}
