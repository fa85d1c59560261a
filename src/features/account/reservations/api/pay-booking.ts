import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CreateBookingResponseSchema, payBookingPath, type Reservation } from '../../../../../contract/booking.ts'
import { api } from '../../../../api/client.ts'
import { accountKeys } from '../../api/keys.ts'

/** One attempt to pay: `key` is its Idempotency-Key, kept while the diver's choice is the same. */
export type PayBookingVariables = { reservationId: number; useWallet: boolean; key: string }

/**
 * Booking/Pay for a pay-now booking waiting for its payment: live only (it needs an answer now), its
 * errors said inside the dialog rather than as toasts. While the server is still carrying out an
 * earlier attempt with the same key, the client asks again with that key (api/in-progress.ts) and
 * `onWaiting` lets the dialog say so. Whatever the answer, the diver's bookings, invoices and wallet
 * are read again.
 */
export function usePayBooking(
  userId: number,
  { onPaid, onWaiting }: { onPaid: (status: Reservation['status']) => void; onWaiting: (waiting: boolean) => void },
) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { toastErrors: false },
    mutationFn: ({ reservationId, useWallet, key }: PayBookingVariables) =>
      api.post(payBookingPath, CreateBookingResponseSchema, {
        body: { reservationId, useWallet },
        idempotencyKey: key,
        onInProgress: ({ waiting }) => onWaiting(waiting),
      }),
    onSuccess: ({ data }) => onPaid(data.status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.diver(userId) }),
  })
}
