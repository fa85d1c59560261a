import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../lib/i18n.ts'
import * as v from 'valibot'
import { TripsPage } from '../../features/trips/components/trips-page.tsx'
import { yearMonth, yearMonthPattern } from '../../lib/dates.ts'

/** `/trips?date=YYYY-MM`: a missing or malformed month falls back to the current one. */
export const tripsSearchSchema = v.object({
  date: v.optional(v.fallback(v.pipe(v.string(), v.regex(yearMonthPattern)), () => yearMonth())),
})

export const Route = createFileRoute('/trips/')({
  validateSearch: tripsSearchSchema,
  beforeLoad: () => loadCatalog('discovery'),
  component: function TripsRoute() {
    const { date } = Route.useSearch()
    return <TripsPage month={date ?? yearMonth()} />
  },
})
