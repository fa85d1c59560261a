import { createFileRoute } from '@tanstack/react-router'
import { OrganizationsPage } from '../../features/organizations/components/organizations-page.tsx'
import { organizationsQueryOptions } from '../../features/organizations/queries.ts'
import { currentLang, loadCatalog } from '../../lib/i18n.ts'
import { ListPageSkeleton } from '../../ui/list-section.tsx'
import { RouteError } from '../../ui/route-error.tsx'

export const Route = createFileRoute('/organization/list')({
  beforeLoad: () => loadCatalog('discovery'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationsQueryOptions(currentLang())),
  pendingComponent: ListPageSkeleton,
  errorComponent: RouteError,
  component: OrganizationsPage,
})
