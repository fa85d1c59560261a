import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../lib/i18n.ts'
import * as v from 'valibot'
import { activities } from '../../../contract/activities.ts'
import { TripsPage } from '../../features/trips/components/trips-page.tsx'
import { yearMonth, yearMonthPattern } from '../../lib/dates.ts'

/**
 * `/trips?date=YYYY-MM&country=…&activity=…` (the home's search panel lands here): a missing or
 * malformed month falls back to the current one; an unknown country or activity is dropped.
 */
export const tripsSearchSchema = v.object({
  date: v.optional(v.fallback(v.pipe(v.string(), v.regex(yearMonthPattern)), () => yearMonth())),
  country: v.optional(v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))), undefined)),
  activity: v.optional(v.fallback(v.optional(v.picklist(activities)), undefined)),
})

export const Route = createFileRoute('/trips/')({
  validateSearch: tripsSearchSchema,
  beforeLoad: () => loadCatalog('discovery'),
  component: function TripsRoute() {
    const { date } = Route.useSearch()
    return <TripsPage month={date ?? yearMonth()} />
  },
})
