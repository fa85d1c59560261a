import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { CountryNotFound, CountryPage } from '../../features/countries/components/country-page.tsx'
import { destinationsQueryOptions, topCentersQueryOptions, upcomingDeparturesQueryOptions } from '../../lib/featured.ts'
import { currentLang, withCatalog } from '../../lib/i18n.ts'
import { idFromAddress } from '../../../contract/common.ts'
import { slugify } from '../../lib/slug.ts'
import { ListPageSkeleton } from '../../ui/list-section.tsx'
import { RouteError } from '../../ui/route-error.tsx'

// `/countries/{name}/{countryId}`: the name follows the slug rule (SPEC §9) and a wrong one is replaced.
export const Route = createFileRoute('/countries/$name/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const id = idFromAddress(params.id)
    const lang = currentLang()
    const [destinations] = await withCatalog('discovery', async () => {
      if (id === null) throw notFound()
      return Promise.all([
        queryClient.ensureQueryData(destinationsQueryOptions(lang)),
        queryClient.ensureQueryData(topCentersQueryOptions(lang, id)),
        queryClient.ensureQueryData(upcomingDeparturesQueryOptions(lang, id)),
      ])
    })
    const country = destinations.data.find((item) => item.countryId === id)
    if (!country) throw notFound()
    const name = slugify(country.countryName)
    if (params.name !== name) throw redirect({ to: '/countries/$name/$id', params: { name, id: params.id }, replace: true })
  },
  pendingComponent: ListPageSkeleton,
  errorComponent: RouteError,
  notFoundComponent: CountryNotFound,
  component: function CountryRoute() {
    return <CountryPage countryId={Number(Route.useParams().id)} />
  },
})
