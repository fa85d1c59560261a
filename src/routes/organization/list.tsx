import { createFileRoute } from '@tanstack/react-router'
import { OrganizationsPage } from '../../features/organizations/components/organizations-page.tsx'
import { organizationsQueryOptions } from '../../features/organizations/api/organizations.ts'
import { currentLang, withCatalog } from '../../lib/i18n.ts'
import { ListPageSkeleton } from '../../ui/list-section.tsx'
import { RouteError } from '../../ui/route-error.tsx'

export const Route = createFileRoute('/organization/list')({
  loader: ({ context: { queryClient } }) => withCatalog('discovery', () => queryClient.ensureQueryData(organizationsQueryOptions(currentLang()))),
  pendingComponent: ListPageSkeleton,
  errorComponent: RouteError,
  component: OrganizationsPage,
})
