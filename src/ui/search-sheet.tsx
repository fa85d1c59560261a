import './sheet.css'
import './search-form.css'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { browsingMonth } from '../../contract/activities.ts'
import type { Place } from '../../contract/places.ts'
import { formatMonth } from '../../shared/format-dates.ts'
import { upcomingMonths } from '../lib/dates.ts'
import { DateRangeField } from './date-range-field.tsx'
import { PlaceField, type Typed } from './place-field.tsx'
import type { SearchChoice, SearchPart } from './search-choice.ts'
import { Dialog } from './dialog.tsx'

/** How far ahead the month choice reaches (the trips area's month picker reaches as far). */
const MONTHS_AHEAD = 18
const DIVERS = [1, 2, 3, 4, 5, 6, 8, 10]

type Props = {
  value: SearchChoice
  placeName: string | null
  /** the part of the form the diver tapped: its field has the focus */
  part: SearchPart
  onClose: () => void
  onSearch: (choice: SearchChoice, placeName: string | null) => void
}

/** A place as the search's address names it: a center by `center`, any other place by `place`. */
const placeChoice = (place: Place | null): Pick<SearchChoice, 'place' | 'center'> =>
  place === null
    ? { place: undefined, center: undefined }
    : place.kind === 'center'
      ? { place: undefined, center: place.id }
      : { place: place.id, center: undefined }

/**
 * The search's where, when and how many, in a sheet (the Dialog: the page behind inert, Tab kept
 * inside, Escape closes): a place with suggestions, a month or a range of days on a calendar with
 * its flexibility, and the divers going together (departures with a seat free for each). Nothing
 * applies until Search, so a half-chosen range never reaches the address.
 */
export default function SearchSheet({ value, placeName, part, onClose, onSearch }: Props) {
  const { t, i18n } = useLingui()
  const ids = useId()
  const [draft, setDraft] = useState(value)
  const [name, setName] = useState(placeName)
  const [byDays, setByDays] = useState(value.from !== undefined)
  const months = upcomingMonths(i18n.locale, MONTHS_AHEAD)
  const month = draft.date ?? browsingMonth()
  if (!months.some((option) => option.value === month)) months.push({ value: month, label: formatMonth(month, i18n.locale) })
  const change = (changes: Partial<SearchChoice>) => setDraft((current) => ({ ...current, ...changes }))
  const pickPlace = (place: Place | null) => {
    setName(place?.name ?? null)
    change(placeChoice(place))
  }
  const [typed, setTyped] = useState<Typed>({ text: '', first: undefined })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // A place typed and not picked is its first suggestion, as Enter in the field takes it; with none
    // (a name nothing has, or no answer yet), the field keeps the focus and its status says why.
    const unpicked = typed.text !== '' && typed.text !== name
    if (unpicked && !typed.first) {
      document.getElementById(`${ids}-where`)?.focus()
      return
    }
    const first = unpicked ? typed.first : undefined
    const chosen = first ? { ...draft, ...placeChoice(first) } : draft
    const chosenName = first ? first.name : name
    // Days or a month, never both (the search refuses both); a range with one day chosen is that one day.
    const to = chosen.to ?? chosen.from
    onSearch(
      byDays && chosen.from ? { ...chosen, to, date: undefined } : { ...chosen, from: undefined, to: undefined, flex: undefined, date: month },
      chosenName,
    )
  }
  const formId = `${ids}-form`
  // The field tapped on the bar takes the focus once the sheet is open (the Dialog's showModal, which
  // runs first, would leave it on the close button).
  const focusId = part === 'where' ? `${ids}-where` : part === 'divers' ? `${ids}-divers` : `${ids}-kind-${byDays ? 'days' : 'month'}`
  const [focusFirst] = useState(focusId)
  useEffect(() => document.getElementById(focusFirst)?.focus(), [focusFirst])
  return (
    // A sheet (src/ui/sheet.tsx), wider on a wide screen so two months of the calendar stand side by side.
    <Dialog
      className="sheet search-sheet"
      title={t`Search trips`}
      onClose={onClose}
      footer={
        <button type="submit" form={formId} className="button search-sheet-go">
          {t`Search`}
        </button>
      }
    >
      <form id={formId} className="search-form" role="search" onSubmit={submit} noValidate>
        <PlaceField id={`${ids}-where`} chosen={name === null ? null : { name }} onPick={pickPlace} onTyped={setTyped} />
        <fieldset className="search-when">
          <legend>{t`When`}</legend>
          <div className="search-when-kind" role="radiogroup" aria-label={t`Search by`}>
            <label>
              <input type="radio" name={`${ids}-kind`} checked={!byDays} id={`${ids}-kind-month`} onChange={() => setByDays(false)} />
              <span>{t`A month`}</span>
            </label>
            <label>
              <input type="radio" name={`${ids}-kind`} checked={byDays} id={`${ids}-kind-days`} onChange={() => setByDays(true)} />
              <span>{t`Dates`}</span>
            </label>
          </div>
          {byDays ? (
            <DateRangeField value={draft} onChange={change} />
          ) : (
            <div className="filter-field">
              <label htmlFor={`${ids}-month`}>{t`Month`}</label>
              <select id={`${ids}-month`} value={month} onChange={(event) => change({ date: event.target.value })}>
                {months.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </fieldset>
        <div className="filter-field">
          <label htmlFor={`${ids}-divers`}>{t`Divers`}</label>
          <select
            id={`${ids}-divers`}
            value={draft.seats ?? ''}
            aria-describedby={`${ids}-divers-hint`}
            onChange={(event) => change({ seats: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{t`Any number`}</option>
            {DIVERS.map((n) => (
              <option key={n} value={n}>
                {plural(n, { one: '# diver', other: '# divers' })}
              </option>
            ))}
          </select>
          <p id={`${ids}-divers-hint`} className="field-hint">{t`Only departures with a seat free for each of you.`}</p>
        </div>
      </form>
    </Dialog>
  )
}
