import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { photoSearch } from '../../../contract/addresses.ts'
import { DepartureNotFound } from '../../features/trips/components/departure-not-found.tsx'
import { DepartureSkeleton } from '../../features/trips/components/departure-skeleton.tsx'
import { TripDetailsPage } from '../../features/trips/components/trip-details-page.tsx'
import { ensureDepartureAddress } from '../../features/trips/load.ts'
import { liveaboardQueryOptions, tripDetailsQueryOptions } from '../../features/trips/api/trips.ts'
import { prefetchEntryExtras } from '../../lib/entry-extras.ts'
import { currentLang } from '../../lib/i18n.ts'
import { RouteError } from '../../ui/route-error.tsx'

// SPEC §2.3: trips/tripDetails/{name}/{tempTripId}; a wrong or old name is replaced by the real one
// (an open photo stays open).
export const Route = createFileRoute('/trips/tripDetails/$name/$id')({
  // ?photo=3 has the photo viewer open at the third photo.
  validateSearch: v.object({ photo: photoSearch }),
  loader: async ({ context: { queryClient }, params, location }) => {
    const lang = currentLang()
    prefetchEntryExtras(queryClient, 'tripDetails', lang)
    await ensureDepartureAddress('/trips/tripDetails/$name/$id', { params, search: location.search }, async (id) => {
      const { trip } = (await queryClient.ensureQueryData(tripDetailsQueryOptions(id, lang))).data
      // Only a liveaboard has a boat, cabins and a route (decision 027); any other trip would be a 404.
      if (trip.kind === 'liveaboard') await queryClient.ensureQueryData(liveaboardQueryOptions(id, lang))
      return trip.name
    })
  },
  pendingComponent: DepartureSkeleton,
  errorComponent: RouteError,
  notFoundComponent: () => <DepartureNotFound kind="trip" />,
  component: function TripDetailsRoute() {
    const { photo } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <TripDetailsPage
        id={Number(Route.useParams().id)}
        gallery={{ photo, onPhoto: (next, { replace }) => void navigate({ search: { photo: next }, replace, resetScroll: false }) }}
      />
    )
  },
})
