import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { tripSorts } from '../../../../contract/activities.ts'
import { useUrlFields } from '../../../lib/use-url-fields.ts'
import type { TripsSearch } from '../../../../contract/addresses.ts'

/** The order of the results, above them on every width (it narrows nothing, so it is no filter chip). */
export function SortFilter({ sort, onChange }: { sort: TripsSearch['sort']; onChange: (changes: Partial<TripsSearch>) => void }) {
  const { t } = useLingui()
  const id = useId()
  const [shown, show] = useUrlFields({ sort })
  const labels = { date: t`Start date`, 'price-asc': t`Price: low to high`, 'price-desc': t`Price: high to low` }
  return (
    <div className="sort-filter">
      <label htmlFor={id}>{t`Sort`}</label>
      <select
        id={id}
        value={shown.sort ?? 'date'}
        onChange={(event) => {
          // The default order is left out of the URL.
          const next = tripSorts.find((s) => s === event.target.value && s !== 'date')
          show({ sort: next })
          onChange({ sort: next })
        }}
      >
        {tripSorts.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  )
}
