import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router'
import { BranchDirectoryPage } from '../../features/branches/components/branch-directory-page.tsx'
import { DirectorySkeleton } from '../../features/branches/components/directory-skeleton.tsx'
import { directorySearchSchema } from '../../../contract/addresses.ts'
import { branchTypeOf } from '../../../contract/branches.ts'
import { branchListQueryOptions } from '../../features/branches/api/branches.ts'
import { currentLang, withCatalog } from '../../lib/i18n.ts'
import { prefetchEntryExtras } from '../../lib/entry-extras.ts'
import { afterLoad } from '../../lib/idle.ts'
import { pageBeyondEnd } from '../../lib/paging.ts'
import { RouteError } from '../../ui/route-error.tsx'

// SPEC §2.3: `diveCenters` lists dive centers; any other value lists freelancers.
export const Route = createFileRoute('/branch/list/$type')({
  validateSearch: directorySearchSchema,
  search: { middlewares: [stripSearchParams({ sort: 'az', page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    const lang = currentLang()
    const type = branchTypeOf(params.type)
    // The filters' lists are wanted, not needed: the page shows without them.
    prefetchEntryExtras(queryClient, 'branchList', lang)
    const { metaData } = await withCatalog('discovery', () => queryClient.ensureQueryData(branchListQueryOptions(type, deps, lang)))
    const page = deps.page ?? 1
    // A page past the end (an old link, a narrower filter) shows the last page, not an empty one.
    const last = pageBeyondEnd(page, metaData.pageCount)
    if (last !== null) throw redirect({ to: '/branch/list/$type', params, search: { ...deps, page: last }, replace: true })
    if (page < metaData.pageCount) afterLoad(() => void queryClient.prefetchQuery(branchListQueryOptions(type, { ...deps, page: page + 1 }, lang)))
  },
  pendingComponent: DirectorySkeleton,
  errorComponent: RouteError,
  component: function BranchListRoute() {
    const { type } = Route.useParams()
    return <BranchDirectoryPage type={branchTypeOf(type)} search={Route.useSearch()} />
  },
})
