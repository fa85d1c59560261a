import { createFileRoute } from '@tanstack/react-router'
import { BookingNotFound, BookingPending } from '../../features/booking/components/booking-states.tsx'
import { ConfirmationPage } from '../../features/booking/components/confirmation-page.tsx'
import { loadVoucher } from '../../features/booking/loaders.ts'
import { RouteError } from '../../ui/route-error.tsx'

// Where Confirm lands: the reservation just made (read with its voucher, which stays on the device).
export const Route = createFileRoute('/booking/confirmation/$reservationId')({
  loader: ({ context, params }) => loadVoucher(context.queryClient, params.reservationId),
  pendingComponent: BookingPending,
  errorComponent: RouteError,
  notFoundComponent: BookingNotFound,
  component: function ConfirmationRoute() {
    const { reservationId } = Route.useParams()
    return <ConfirmationPage reservationId={Number(reservationId)} />
  },
})
