import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccountError } from '../../features/account/components/account-error.tsx'
import { AccountPending } from '../../features/account/components/account-pending.tsx'
import { BookingsPage } from '../../features/account/reservations/components/bookings-page.tsx'
import { loadReservations } from '../../features/account/loaders.ts'

export const Route = createFileRoute('/user/booking')({
  // The loader's queries and schemas load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent']],
  // ?pay=<reservationId>: the voucher of a booking waiting for its payment opens its Pay confirmation here.
  validateSearch: v.object({ pay: v.optional(v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined)) }),
  loader: ({ context }) => loadReservations(context.queryClient),
  pendingComponent: AccountPending,
  errorComponent: AccountError,
  component: function BookingsRoute() {
    const { pay } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <BookingsPage payId={pay} onPayClosed={() => void navigate({ search: {}, replace: true })} />
  },
})
