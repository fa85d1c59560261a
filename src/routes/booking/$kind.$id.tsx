import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { idFromAddress } from '../../../contract/common.ts'
import { paymentTypes } from '../../../contract/payment-types.ts'
import { BookingNotFound, BookingPending } from '../../features/booking/components/booking-states.tsx'
import { BookingPage } from '../../features/booking/components/booking-page.tsx'
import { bookingKinds } from '../../features/booking/departure.ts'
import { departureQueryOptions } from '../../features/booking/api/departure.ts'
import { savedTravellersQueryOptions } from '../../features/booking/api/saved-travellers.ts'
import { rentalsQueryOptions } from '../../features/booking/api/rentals.ts'
import { liveaboardSaleQueryOptions } from '../../features/booking/api/cabins.ts'
import { organizationsQueryOptions } from '../../lib/organizations.ts'
import { currentLang } from '../../lib/i18n.ts'
import { orNotFound } from '../../lib/not-found.ts'
import { initializeQueryOptions } from '../../lib/settings.ts'
import { ratesQueryOptions } from '../../lib/rates.ts'
import { sessionStore } from '../../api/session.ts'
import { RouteError } from '../../ui/route-error.tsx'

const kindOf = (param: string) => v.safeParse(v.picklist(bookingKinds), param)

// A malformed value falls back to the default instead of failing the page.
const searchSchema = v.object({
  seats: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 1)),
  pay: v.optional(v.fallback(v.optional(v.picklist(paymentTypes)), undefined)),
  /** a liveaboard's cabin (`cabinKey`): one the divers cannot have falls back to the first they can (`chosenCabin`) */
  cabin: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.maxLength(24))), undefined)),
})

// /booking/trip/{tempTripId} or /booking/course/{course date tempId}: Book Now's target.
export const Route = createFileRoute('/booking/$kind/$id')({
  validateSearch: searchSchema,
  loader: async ({ context: { queryClient }, params }) => {
    const id = idFromAddress(params.id)
    const kind = kindOf(params.kind)
    if (id === null || !kind.success) throw notFound()
    void queryClient.prefetchQuery(ratesQueryOptions())
    void queryClient.prefetchQuery(initializeQueryOptions(currentLang(), sessionStore.get()?.userId ?? null))
    const userId = sessionStore.get()?.userId ?? 0
    // Whom the diver booked for before fills traveller 1; the page still opens without them.
    const saved = queryClient.ensureQueryData(savedTravellersQueryOptions(userId)).catch(() => undefined)
    void queryClient.prefetchQuery(organizationsQueryOptions(currentLang()))
    // What the center rents: the page opens without it, and offers none until it comes.
    void queryClient.prefetchQuery(rentalsQueryOptions(kind.output, id, currentLang()))
    const departure = await orNotFound(() => queryClient.ensureQueryData(departureQueryOptions(kind.output, id, currentLang())))
    // A liveaboard's cabins and extras: the page opens without them, and waits for them to offer Confirm.
    if (departure.liveaboard) void queryClient.prefetchQuery(liveaboardSaleQueryOptions(id, currentLang()))
    await saved
  },
  pendingComponent: BookingPending,
  errorComponent: RouteError,
  notFoundComponent: BookingNotFound,
  component: function BookingRoute() {
    const params = Route.useParams()
    const { seats, pay, cabin } = Route.useSearch()
    const navigate = Route.useNavigate()
    const kind = params.kind === 'course' ? 'course' : 'trip'
    return (
      <BookingPage
        kind={kind}
        id={Number(params.id)}
        choice={{ seats: seats ?? 1, pay, cabin }}
        onChoose={(change) =>
          void navigate({
            params: { kind, id: String(change.id ?? params.id) },
            search: (previous) => ({
              ...previous,
              ...(change.seats ? { seats: change.seats } : {}),
              ...(change.pay ? { pay: change.pay } : {}),
              ...(change.cabin ? { cabin: change.cabin } : {}),
            }),
            replace: true,
            resetScroll: false,
          })
        }
        onBooked={(reservationId) => void navigate({ to: '/booking/confirmation/$reservationId', params: { reservationId: String(reservationId) } })}
      />
    )
  },
})
