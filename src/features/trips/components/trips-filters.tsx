import { Plural, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { activities, courseLevels, tripLengths } from '../../../../contract/activities.ts'
import { priceRangeValid } from '../../../../contract/trips.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { useUrlFields } from '../../../lib/use-url-fields.ts'
import { AgencyFilter, CountryFilter, PaymentFilter } from '../../../ui/filter-fields.tsx'
import { useActivityLabels, useLengthLabels, useLevelLabels } from '../labels.ts'
import type { TripsSearch } from '../../../../contract/addresses.ts'

const amountOf = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) || Number(value) < 0 ? undefined : Number(value))
const textOf = (amount: number | undefined) => (amount === undefined ? '' : String(amount))

type Change = (changes: Partial<TripsSearch>) => void

/**
 * Activity, length, level, country, agency, price range (in the diver's currency) and payment — every one
 * sent to the server and kept in the URL through `onChange` (a history entry: Back undoes it). The
 * same form sits beside the results on a wide screen and in the Filters sheet on a phone.
 *
 * Each field shows at once what the person chose or typed, and follows the URL only when its own value
 * there changes (useUrlFields): every field used to be reset from the URL whenever it changed, so Min's
 * "40" landing while "1200" was being typed in Max left Max at "200", and the search ran with it.
 */
export function TripsFilters({ search, onChange }: { search: TripsSearch; onChange: Change }) {
  const { t } = useLingui()
  const { currency } = usePreferences()
  const labels = useActivityLabels()
  const lengths = useLengthLabels()
  const levels = useLevelLabels()
  const ids = useId()
  const [shown, show] = useUrlFields(search)
  const update: Change = (changes) => {
    show(changes)
    onChange(changes)
  }

  // Prices are typed, so they apply on Enter or when the field is left, not on every key. A typed
  // "40.0" already says 40: the URL's 40 does not rewrite it.
  const [prices, setPrices] = useUrlFields({ min: textOf(search.minPrice), max: textOf(search.maxPrice) }, (_key, typed, fromUrl) => {
    return amountOf(String(typed)) === amountOf(String(fromUrl))
  })
  // A price that is not one, or a lowest price above the highest, is not sent (the server refuses
  // it): the fields say why in the page's language, not the browser's own bubble.
  const [problem, setProblem] = useState<'not-a-price' | 'inverted' | null>(null)
  const commitPrices = () => {
    const typed = [prices.min, prices.max].filter((value) => value.trim() !== '')
    const minPrice = amountOf(prices.min)
    const maxPrice = amountOf(prices.max)
    if (typed.some((value) => amountOf(value) === undefined)) return setProblem('not-a-price')
    const valid = priceRangeValid(minPrice, maxPrice)
    setProblem(valid ? null : 'inverted')
    if (valid && (minPrice !== search.minPrice || maxPrice !== search.maxPrice)) update({ minPrice, maxPrice })
  }
  const priceError = problem ?? (priceRangeValid(search.minPrice, search.maxPrice) ? null : 'inverted')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    commitPrices()
  }
  const invalidProps = priceError ? { 'aria-invalid': true, 'aria-describedby': `${ids}-price-error` } : {}

  return (
    <form className="trips-filters" role="search" aria-label={t`Filter the trips`} onSubmit={onSubmit} noValidate>
      <div className="filter-field">
        <label htmlFor={`${ids}-activity`}>{t`Activity`}</label>
        <select
          id={`${ids}-activity`}
          value={shown.activity ?? ''}
          onChange={(event) => update({ activity: activities.find((a) => a === event.target.value) })}
        >
          <option value="">{t`All activities`}</option>
          {activities.map((activity) => (
            <option key={activity} value={activity}>
              {labels[activity]}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-field">
        <label htmlFor={`${ids}-length`}>{t`Length`}</label>
        <select id={`${ids}-length`} value={shown.length ?? ''} onChange={(event) => update({ length: tripLengths.find((l) => l === event.target.value) })}>
          <option value="">{t`Any length`}</option>
          {tripLengths.map((length) => (
            <option key={length} value={length}>
              {lengths[length]}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-field">
        <label htmlFor={`${ids}-level`}>{t`Level (courses)`}</label>
        <select
          id={`${ids}-level`}
          value={shown.level ?? ''}
          aria-describedby={`${ids}-level-hint`}
          onChange={(event) => update({ level: courseLevels.find((l) => l === event.target.value) })}
        >
          <option value="">{t`Any level`}</option>
          {courseLevels.map((level) => (
            <option key={level} value={level}>
              {levels[level]}
            </option>
          ))}
        </select>
        <p id={`${ids}-level-hint`} className="field-hint">{t`Courses by the certification they need; trips are listed whatever it is.`}</p>
      </div>
      <CountryFilter id={`${ids}-country`} value={shown.country} onChange={(country) => update({ country })} />
      <AgencyFilter id={`${ids}-org`} value={shown.org} onChange={(org) => update({ org })} />
      <fieldset className="filter-prices">
        <legend>{t`Price per person (${currency})`}</legend>
        <label htmlFor={`${ids}-min`} className="visually-hidden">{t`Lowest price`}</label>
        <input
          id={`${ids}-min`}
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          placeholder={t`Min`}
          value={prices.min}
          onChange={(event) => setPrices({ min: event.target.value })}
          onBlur={commitPrices}
          {...invalidProps}
        />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${ids}-max`} className="visually-hidden">{t`Highest price`}</label>
        <input
          id={`${ids}-max`}
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          placeholder={t`Max`}
          value={prices.max}
          onChange={(event) => setPrices({ max: event.target.value })}
          onBlur={commitPrices}
          {...invalidProps}
        />
        {priceError ? (
          <p id={`${ids}-price-error`} className="field-error" role="alert">
            {priceError === 'inverted' ? t`The lowest price is above the highest price.` : t`A price is a number of 0 or more.`}
          </p>
        ) : null}
      </fieldset>
      <PaymentFilter legend={t`Payment`} value={shown} onChange={update} />
      <button type="submit" className="visually-hidden">{t`Apply`}</button>
    </form>
  )
}

/** "12 departures found", or past the server's counting limit, "More than 1,000". */
export function ResultCount({ total, capped }: { total: number; capped: boolean }) {
  return (
    <p className="result-count" role="status">
      {capped ? (
        <Plural value={total} one="More than # departure found: narrow the filters" other="More than # departures found: narrow the filters" />
      ) : (
        <Plural value={total} _0="No departures found" one="# departure found" other="# departures found" />
      )}
    </p>
  )
}
