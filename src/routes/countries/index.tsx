import { createFileRoute } from '@tanstack/react-router'
import { CountriesPage } from '../../features/countries/components/countries-page.tsx'
import { destinationsQueryOptions } from '../../lib/featured.ts'
import { currentLang, withCatalog } from '../../lib/i18n.ts'
import { ListPageSkeleton } from '../../ui/list-section.tsx'
import { RouteError } from '../../ui/route-error.tsx'

export const Route = createFileRoute('/countries/')({
  loader: ({ context: { queryClient } }) => withCatalog('discovery', () => queryClient.ensureQueryData(destinationsQueryOptions(currentLang()))),
  pendingComponent: ListPageSkeleton,
  errorComponent: RouteError,
  component: CountriesPage,
})
