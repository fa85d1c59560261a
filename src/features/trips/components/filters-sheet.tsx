import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { addressProblems } from '../../../../contract/trips.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { Sheet } from '../../../ui/sheet.tsx'
import { tripsSearchQueryOptions } from '../api/trips.ts'
import { activeFilters } from '../../../lib/trips-filters.ts'
import { TripsFilters } from './trips-filters.tsx'
import type { TripsSearch } from '../../../../contract/addresses.ts'

type Change = (changes: Partial<TripsSearch>) => void

/** The sheet's way back to the list, with the count of what the filters leave ("Show 12 departures"). */
function ShowResults({ listed, month, onClose }: { listed: TripsSearch; month: string; onClose: () => void }) {
  const { t } = useLingui()
  const { lang, currency } = usePreferences()
  // The list's own answer (the same key): no second request, and it follows each change as the list does.
  const { data } = useSuspenseQuery(tripsSearchQueryOptions(listed, month, lang, currency))
  const { total, totalCapped } = data.data
  return (
    <button type="button" className="button" onClick={onClose}>
      {totalCapped
        ? plural(total, { one: 'Show more than # departure', other: 'Show more than # departures' })
        : total === 0
          ? t`No departures match`
          : plural(total, { one: 'Show # departure', other: 'Show # departures' })}
    </button>
  )
}

/**
 * On a phone the filters wait behind "Filters (n)": the results start on the first screen (the seven
 * filters filled it, the first card at 670 px of 740). The sheet's changes apply as they are made, as
 * beside the results on a wide screen, so the count behind it and on its button follows them.
 */
export function FiltersSheet({
  search,
  listed,
  month,
  onChange,
  onClear,
}: {
  search: TripsSearch
  /** the search the list shows now (a step behind `search` while its answer loads) */
  listed: TripsSearch
  month: string
  onChange: Change
  onClear: () => void
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const count = activeFilters(search).length
  return (
    <>
      <button type="button" className="button button-outline filters-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
          <circle cx="16" cy="6" r="2" />
          <circle cx="10" cy="12" r="2" />
          <circle cx="18" cy="18" r="2" />
        </svg>
        {count === 0 ? t`Filters` : plural(count, { other: 'Filters (#)' })}
      </button>
      {open ? (
        <Sheet
          title={t`Filters`}
          onClose={() => setOpen(false)}
          footer={
            <>
              <button type="button" className="filter-chips-clear" onClick={onClear} disabled={count === 0}>{t`Clear all`}</button>
              {/* What the server would refuse (prices the wrong way round…) is not asked for: the page says so. */}
              {addressProblems(listed, month).length === 0 ? (
                <ShowResults listed={listed} month={month} onClose={() => setOpen(false)} />
              ) : (
                <button type="button" className="button" onClick={() => setOpen(false)}>{t`Show departures`}</button>
              )}
            </>
          }
        >
          <TripsFilters search={search} onChange={onChange} />
        </Sheet>
      ) : null}
    </>
  )
}
