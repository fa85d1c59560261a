import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { usedCountriesQueryOptions } from '../../../lib/countries.ts'
import { organizationsQueryOptions } from '../../../lib/organizations.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { useMoney } from '../../../lib/use-money.ts'
import { CloseIcon } from '../../../ui/icons.tsx'
import { useActivityLabels, useLengthLabels, useLevelLabels } from '../labels.ts'
import { type ActiveFilter, activeFilters, removal } from '../../../lib/trips-filters.ts'
import type { TripsSearch } from '../../../../contract/addresses.ts'

/** Each filter in effect as the words of its chip ("Diving", "2 to 4 days", "Egypt", "$40.00 to $1,200.00", "Pay now"). */
function useChipWords(search: TripsSearch): (filter: ActiveFilter) => string {
  const { t } = useLingui()
  const { lang, currency } = usePreferences()
  const labels = useActivityLabels()
  const lengths = useLengthLabels()
  const levels = useLevelLabels()
  // The lists the form's selects read (cached): a chip names the country and the agency, not their ids.
  const countries = useQuery(usedCountriesQueryOptions(lang)).data?.data
  const agencies = useQuery(organizationsQueryOptions(lang)).data?.data.organizations
  const money = useMoney()
  const amount = (value: number) => money(value, currency).shown
  return (filter) => {
    const { activity, length, level, country, org, minPrice, maxPrice } = search
    switch (filter) {
      case 'activity':
        return activity ? labels[activity] : ''
      case 'length':
        return length ? lengths[length] : ''
      case 'level':
        return level ? levels[level] : ''
      case 'country':
        return countries?.find((item) => item.countryId === country)?.countryName ?? t`Country`
      case 'org':
        return agencies?.find((item) => item.organizationId === org)?.shortName ?? t`Training agency`
      case 'price': {
        const from = minPrice === undefined ? '' : amount(minPrice)
        const to = maxPrice === undefined ? '' : amount(maxPrice)
        if (minPrice === undefined) return t`Up to ${to}`
        return maxPrice === undefined ? t`From ${from}` : t`${from} to ${to}`
      }
      case 'payNow':
        return t`Pay now`
      case 'payLater':
        return t`Pay later`
      case 'area':
        return t`In the map's area`
    }
  }
}

/**
 * The filters in effect above the results, each a chip that removes it, and "Clear all": on a phone
 * they are what the Filters sheet hides. A removed chip's place takes the focus (the next chip, or the
 * results when none is left), so the keyboard is not thrown back to the top of the page.
 */
export function FilterChips({
  search,
  onChange,
  onClear,
  onEmptied,
}: {
  search: TripsSearch
  onChange: (changes: Partial<TripsSearch>) => void
  onClear: () => void
  onEmptied: () => void
}) {
  const { t } = useLingui()
  const words = useChipWords(search)
  const active = activeFilters(search)
  const list = useRef<HTMLUListElement>(null)
  // Which chip was removed, and how many there were: its place is focused once the address has dropped it.
  const [removed, setRemoved] = useState<{ index: number; of: number } | null>(null)
  useEffect(() => {
    if (removed === null || active.length === removed.of) return
    const chips = list.current?.querySelectorAll<HTMLElement>('button') ?? []
    const next = chips[Math.min(removed.index, chips.length - 1)]
    if (next) next.focus()
    else onEmptied()
    setRemoved(null)
  }, [removed, active.length, onEmptied])
  if (active.length === 0) return null
  return (
    <div className="filter-chips" role="group" aria-label={t`Filters in effect`}>
      <ul ref={list}>
        {active.map((filter, index) => {
          const text = words(filter)
          return (
            <li key={filter}>
              <button
                type="button"
                className="filter-chip"
                aria-label={t`Remove the filter ${text}`}
                onClick={() => {
                  setRemoved({ index, of: active.length })
                  onChange(removal[filter])
                }}
              >
                <span dir="auto">{text}</span>
                <CloseIcon width="16" height="16" />
              </button>
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className="filter-chips-clear"
        onClick={() => {
          onClear()
          onEmptied()
        }}
      >{t`Clear all`}</button>
    </div>
  )
}
