import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { searchSorts } from '../../../../contract/activities.ts'
import { useUrlFields } from '../../../lib/use-url-fields.ts'
import type { TripsSearch } from '../../../../contract/addresses.ts'

/**
 * The order of the results, above them on every width (it narrows nothing, so it is no filter chip).
 * Nearest first is offered once a place is chosen: the search measures from it (a center alone is
 * no origin, contract/trips.ts `searchProblems`).
 */
export function SortFilter({ sort, byPlace, onChange }: { sort: TripsSearch['sort']; byPlace: boolean; onChange: (changes: Partial<TripsSearch>) => void }) {
  const { t } = useLingui()
  const id = useId()
  const [shown, show] = useUrlFields({ sort })
  const labels = {
    date: t`Start date`,
    'price-asc': t`Price: low to high`,
    'price-desc': t`Price: high to low`,
    rating: t`Best rated`,
    distance: t`Nearest first`,
  }
  return (
    <div className="sort-filter">
      <label htmlFor={id}>{t`Sort`}</label>
      <select
        id={id}
        value={shown.sort ?? 'date'}
        onChange={(event) => {
          // The default order is left out of the URL.
          const next = searchSorts.find((s) => s === event.target.value && s !== 'date')
          show({ sort: next })
          onChange({ sort: next })
        }}
      >
        {searchSorts
          .filter((option) => option !== 'distance' || byPlace || shown.sort === 'distance')
          .map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
      </select>
    </div>
  )
}
