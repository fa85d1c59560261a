import { createFileRoute } from '@tanstack/react-router'
import { AccountError } from '../../features/account/components/account-error.tsx'
import { AccountPending } from '../../features/account/components/account-pending.tsx'
import { BookingNotFound } from '../../features/booking/components/booking-states.tsx'
import { VoucherPage } from '../../features/booking/components/voucher-page.tsx'
import { loadVoucher } from '../../features/booking/loaders.ts'

// The voucher of one of the diver's bookings; seen once, it opens offline (the cache is persisted).
export const Route = createFileRoute('/user/voucher/$reservationId')({
  loader: ({ context, params }) => loadVoucher(context.queryClient, params.reservationId),
  pendingComponent: AccountPending,
  errorComponent: AccountError,
  notFoundComponent: BookingNotFound,
  component: function VoucherRoute() {
    const { reservationId } = Route.useParams()
    return <VoucherPage reservationId={Number(reservationId)} />
  },
})
