import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CreateBookingResponseSchema, payBookingPath, type Reservation } from '../../../../../contract/booking.ts'
import { api } from '../../../../api/client.ts'
import { newIdempotencyKey } from '../../../../lib/offline-writes.ts'
import { accountKeys } from '../../api/keys.ts'

/**
 * Booking/Pay for a pay-now booking waiting for its payment: live only (it needs an answer now), its
 * errors said inside the dialog rather than as toasts. Whatever the answer, the diver's bookings,
 * invoices and wallet are read again.
 */
export function usePayBooking(userId: number, { onPaid }: { onPaid: (status: Reservation['status']) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { toastErrors: false },
    mutationFn: (body: { reservationId: number; useWallet: boolean }) =>
      api.post(payBookingPath, CreateBookingResponseSchema, { body, idempotencyKey: newIdempotencyKey() }),
    onSuccess: ({ data }) => onPaid(data.status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.diver(userId) }),
  })
}
