import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { photoSearch } from '../../../contract/addresses.ts'
import { CourseDetailsPage } from '../../features/trips/components/course-details-page.tsx'
import { DepartureNotFound } from '../../features/trips/components/departure-not-found.tsx'
import { DepartureSkeleton } from '../../features/trips/components/departure-skeleton.tsx'
import { ensureDepartureAddress } from '../../features/trips/load.ts'
import { courseDetailsQueryOptions } from '../../features/trips/api/trips.ts'
import { prefetchEntryExtras } from '../../lib/entry-extras.ts'
import { currentLang } from '../../lib/i18n.ts'
import { RouteError } from '../../ui/route-error.tsx'

// SPEC §2.3: trips/course/{name}/{tempId}; a wrong or old name is replaced by the real one.
export const Route = createFileRoute('/trips/course/$name/$id')({
  // ?photo=3 has the photo viewer open at the third photo.
  validateSearch: v.object({ photo: photoSearch }),
  loader: async ({ context: { queryClient }, params, location }) => {
    const lang = currentLang()
    prefetchEntryExtras(queryClient, 'courseDetails', lang)
    await ensureDepartureAddress(
      '/trips/course/$name/$id',
      { params, search: location.search },
      async (id) => (await queryClient.ensureQueryData(courseDetailsQueryOptions(id, lang))).data.course.name,
    )
  },
  pendingComponent: DepartureSkeleton,
  errorComponent: RouteError,
  notFoundComponent: () => <DepartureNotFound kind="course" />,
  component: function CourseDetailsRoute() {
    const { photo } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <CourseDetailsPage
        id={Number(Route.useParams().id)}
        gallery={{ photo, onPhoto: (next, { replace }) => void navigate({ search: { photo: next }, replace, resetScroll: false }) }}
      />
    )
  },
})
