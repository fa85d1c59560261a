import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { photoSearch } from '../../../contract/addresses.ts'
import { idFromAddress } from '../../../contract/common.ts'
import { boatQueryOptions } from '../../features/boats/api/boats.ts'
import { BoatNotFound } from '../../features/boats/components/boat-not-found.tsx'
import { BoatPage } from '../../features/boats/components/boat-page.tsx'
import { DepartureSkeleton } from '../../features/trips/components/departure-skeleton.tsx'
import { currentLang, withCatalog } from '../../lib/i18n.ts'
import { orNotFound } from '../../lib/not-found.ts'
import { ratesQueryOptions } from '../../lib/rates.ts'
import { RouteError } from '../../ui/route-error.tsx'

// A liveaboard's boat (decision 027, not in the spec): an unknown or malformed id is its not-found page.
export const Route = createFileRoute('/boats/$id')({
  // ?photo=3 has the photo viewer open at the third photo.
  validateSearch: v.object({ photo: photoSearch }),
  loader: async ({ context: { queryClient }, params }) => {
    const id = idFromAddress(params.id)
    void queryClient.prefetchQuery(ratesQueryOptions())
    await withCatalog('discovery', async () => {
      if (id === null) throw notFound()
      await orNotFound(() => queryClient.ensureQueryData(boatQueryOptions(id, currentLang())))
    })
  },
  pendingComponent: DepartureSkeleton,
  errorComponent: RouteError,
  notFoundComponent: BoatNotFound,
  component: function BoatRoute() {
    const { photo } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <BoatPage
        id={Number(Route.useParams().id)}
        gallery={{ photo, onPhoto: (next, { replace }) => void navigate({ search: { photo: next }, replace, resetScroll: false }) }}
      />
    )
  },
})
