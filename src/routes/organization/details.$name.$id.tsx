import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { OrganizationNotFound, OrganizationPage } from '../../features/organizations/components/organization-page.tsx'
import { organizationDetailsQueryOptions } from '../../features/organizations/api/organizations.ts'
import { currentLang, withCatalog } from '../../lib/i18n.ts'
import { orNotFound } from '../../lib/not-found.ts'
import { idFromAddress } from '../../../contract/common.ts'
import { slugify } from '../../lib/slug.ts'
import { ListPageSkeleton } from '../../ui/list-section.tsx'
import { RouteError } from '../../ui/route-error.tsx'

// SPEC §2.3: organization/details/{name}/{organizationId}; the name is the agency's short name by the
// slug rule (SPEC §9), and a wrong one is replaced so one agency has one address.
export const Route = createFileRoute('/organization/details/$name/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const shortName = await withCatalog('discovery', async () => {
      const id = idFromAddress(params.id)
      if (id === null) throw notFound()
      const { data } = await orNotFound(() => queryClient.ensureQueryData(organizationDetailsQueryOptions(id, currentLang())))
      return data.organization.shortName
    })
    const name = slugify(shortName)
    if (params.name !== name) throw redirect({ to: '/organization/details/$name/$id', params: { name, id: params.id }, replace: true })
  },
  pendingComponent: ListPageSkeleton,
  errorComponent: RouteError,
  notFoundComponent: OrganizationNotFound,
  component: function OrganizationRoute() {
    return <OrganizationPage organizationId={Number(Route.useParams().id)} />
  },
})
