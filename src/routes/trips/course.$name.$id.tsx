import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { CourseDetailsPage } from '../../features/trips/components/course-details-page.tsx'
import { DepartureNotFound } from '../../features/trips/components/departure-not-found.tsx'
import { DepartureSkeleton } from '../../features/trips/components/departure-skeleton.tsx'
import { departureSlug } from '../../features/trips/load.ts'
import { courseDetailsQueryOptions } from '../../features/trips/api/trips.ts'
import { currentLang } from '../../lib/i18n.ts'
import { ratesQueryOptions } from '../../lib/rates.ts'
import { photoSearch } from '../../ui/photo-gallery.tsx'
import { RouteError } from '../../ui/route-error.tsx'

// SPEC §2.3: trips/course/{name}/{tempId}; a wrong or old name is replaced by the real one.
export const Route = createFileRoute('/trips/course/$name/$id')({
  // ?photo=3 has the photo viewer open at the third photo.
  validateSearch: v.object({ photo: photoSearch }),
  loader: async ({ context: { queryClient }, params, location }) => {
    void queryClient.prefetchQuery(ratesQueryOptions())
    const name = await departureSlug(
      params.id,
      async (id) => (await queryClient.ensureQueryData(courseDetailsQueryOptions(id, currentLang()))).data.course.name,
    )
    if (name !== params.name)
      throw redirect({
        to: '/trips/course/$name/$id',
        params: { name, id: params.id },
        search: { photo: (location.search as { photo?: number }).photo },
        replace: true,
      })
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
