import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { photoSearch } from '../../../contract/addresses.ts'
import { idFromAddress } from '../../../contract/common.ts'
import { BranchDetailPage } from '../../features/branches/components/branch-detail-page.tsx'
import { BranchNotFound } from '../../features/branches/components/branch-not-found.tsx'
import { DetailSkeleton } from '../../features/branches/components/detail-skeleton.tsx'
import { branchDetailQueryOptions } from '../../features/branches/api/branches.ts'
import { prefetchEntryExtras } from '../../lib/entry-extras.ts'
import { currentLang, withCatalog } from '../../lib/i18n.ts'
import { orNotFound } from '../../lib/not-found.ts'
import { RouteError } from '../../ui/route-error.tsx'

// SPEC §2.3: details/{name}/{branchId}; the name is for search engines, any value opens the branch.
export const Route = createFileRoute('/branch/details/$type/$id')({
  // ?photo=3 has the photo viewer open at the third photo; ?photos=true, from older links, at the first.
  validateSearch: v.object({ photo: photoSearch, photos: v.optional(v.fallback(v.optional(v.boolean()), undefined)) }),
  loader: ({ context: { queryClient }, params }) =>
    withCatalog('discovery', async () => {
      const id = idFromAddress(params.id)
      if (id === null) throw notFound()
      const lang = currentLang()
      prefetchEntryExtras(queryClient, 'branchDetail', lang)
      await orNotFound(() => queryClient.ensureQueryData(branchDetailQueryOptions(id, lang)))
    }),
  pendingComponent: DetailSkeleton,
  errorComponent: RouteError,
  notFoundComponent: BranchNotFound,
  component: function BranchDetailRoute() {
    const { id } = Route.useParams()
    const { photo, photos } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <BranchDetailPage
        branchId={Number(id)}
        gallery={{
          photo: photo ?? (photos === true ? 1 : undefined),
          onPhoto: (next, { replace }) => void navigate({ search: { photo: next }, replace, resetScroll: false }),
        }}
      />
    )
  },
})
