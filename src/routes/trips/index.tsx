import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router'
import { browsableMonth, browsingMonth } from '../../../contract/activities.ts'
import { tripsSearchSchema } from '../../../contract/addresses.ts'
import { addressProblems } from '../../../contract/trips.ts'
import { TripsPage } from '../../features/trips/components/trips-page.tsx'
import { TripsSkeleton } from '../../features/trips/components/trips-skeleton.tsx'
import { tripsSearchQueryOptions } from '../../features/trips/api/trips.ts'
import { currentLang, loadCatalog, withCatalog } from '../../lib/i18n.ts'
import { prefetchEntryExtras } from '../../lib/entry-extras.ts'
import { afterLoad } from '../../lib/idle.ts'
import { pageBeyondEnd } from '../../lib/paging.ts'
import { storedCurrency } from '../../lib/preferences.ts'
import { RecentSearches } from '../../ui/recent-searches.tsx'
import { RouteError } from '../../ui/route-error.tsx'

/**
 * `/trips?date=YYYY-MM&…` or `/trips?place=20&from=…&to=…&flex=3&seats=2`: a missing or malformed month
 * falls back to the first with something left to book (`browsingMonth`), and an earlier one goes to it:
 * the header's Safari link (this month, SPEC §9) opens on the next month on a month's last day.
 */
export const Route = createFileRoute('/trips/')({
  validateSearch: tripsSearchSchema,
  search: {
    middlewares: [
      stripSearchParams({ sort: 'date', page: 1 }),
      // A one-day length is written `length=1`, not `length="1"` (the router quotes a string it could
      // read as a number); the address schema reads the number back as the contract's '1'.
      ({ search, next }) => {
        const result = next(search)
        return result.length === '1' ? ({ ...result, length: 1 } as unknown as typeof result) : result
      },
    ],
  },
  beforeLoad: ({ search }) => {
    const month = browsableMonth(search.date, browsingMonth())
    if (search.date !== undefined && search.date !== month) throw redirect({ to: '/trips', search: { ...search, date: month, page: undefined }, replace: true })
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const lang = currentLang()
    const month = deps.date ?? browsingMonth()
    const currency = storedCurrency()
    // The filters' lists are wanted, not needed: the page shows without them. Every card's price converts
    // with the rates: asked beside the search, they are in the cache for the first render instead of
    // re-rendering every price when they land after it.
    prefetchEntryExtras(queryClient, 'tripsSearch', lang)
    // What the server would refuse (a lowest price above the highest, a month and dates…): the page says so instead of asking.
    if (addressProblems(deps, month).length > 0) {
      await loadCatalog('discovery')
      return
    }
    // A filter changed on this page (the page number is dropped with it): the list keeps its last answer on
    // screen until this one lands (useDeferredValue in TripsPage), so nothing waits for it here. Waiting
    // made the router put the skeleton in the page's place after a second on a slow line, and with it
    // the filters and the Filters sheet the person was using, and what they were typing.
    if (cause === 'stay' && deps.page === undefined) {
      void queryClient.prefetchQuery(tripsSearchQueryOptions(deps, month, lang, currency))
      return
    }
    const { metaData } = await withCatalog('discovery', () => queryClient.ensureQueryData(tripsSearchQueryOptions(deps, month, lang, currency)))
    const page = deps.page ?? 1
    // A page past the end (an old link, a narrower filter) shows the last page, not an empty one.
    const last = pageBeyondEnd(page, metaData.pageCount)
    if (last !== null) throw redirect({ to: '/trips', search: { ...deps, page: last }, replace: true })
    if (page < metaData.pageCount) afterLoad(() => void queryClient.prefetchQuery(tripsSearchQueryOptions({ ...deps, page: page + 1 }, month, lang, currency)))
  },
  pendingComponent: TripsSkeleton,
  // Offline, a search this device never ran offers the ones whose results it kept.
  errorComponent: (props) => <RouteError {...props} whenOffline={<RecentSearches headingId="trips-offline-recent" />} />,
  component: function TripsRoute() {
    const search = Route.useSearch()
    return <TripsPage search={search} month={search.date ?? browsingMonth()} />
  },
})
