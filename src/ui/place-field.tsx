import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import type { Place } from '../../contract/places.ts'
import { placeSuggestionsQueryOptions } from '../lib/places.ts'
import { usePreferences } from '../lib/preferences-context.tsx'
import { useOnline } from '../lib/use-online.ts'
import { CloseIcon, PinIcon } from './icons.tsx'

/** How long typing pauses before the suggestions are asked for: one request a word, not one a key. */
const PAUSE_MS = 200

/** What was typed, once typing has paused. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return paused
}

function useKindLabels(): Record<Place['kind'], string> {
  const { t } = useLingui()
  return { country: t`Country`, region: t`Region`, town: t`Town`, site: t`Dive site`, center: t`Dive center` }
}

/**
 * What the field holds beyond the place picked: text typed and not picked (the search takes the first
 * suggestion for it, as Enter does), and that suggestion once the answer for it is in.
 */
export type Typed = { text: string; first: Place | undefined }

/**
 * Where: a country, a region, a town, a dive site or a center, typed in English or Arabic with
 * suggestions (Places/Suggest folds case, accents, hamza and diacritics as the directory does). A
 * combobox (ARIA 1.2): the arrow keys move through the suggestions, Enter picks the one marked (the
 * first when none is), Escape closes them. `chosen` is the place picked (its name stays in the field);
 * typing over it lets it go, so the field never shows one place while the search keeps another.
 */
export function PlaceField({
  id,
  chosen,
  onPick,
  onTyped,
}: {
  id: string
  chosen: { name: string } | null
  onPick: (place: Place | null) => void
  onTyped?: (typed: Typed) => void
}) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const online = useOnline()
  const kinds = useKindLabels()
  const listId = useId()
  const [text, setText] = useState(chosen?.name ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const asked = usePaused(text.trim())
  const wanted = open && asked !== '' && asked !== chosen?.name
  const { data, isFetching, isError, isPlaceholderData } = useQuery({ ...placeSuggestionsQueryOptions(asked, lang), enabled: wanted })
  const suggestions = wanted && data ? data.data : []
  // The first suggestion for what was typed, whether or not the list is open (a tap on Search closes it).
  const unpicked = asked !== '' && asked !== chosen?.name
  const first = unpicked && asked === text.trim() && !isPlaceholderData ? data?.data[0] : undefined
  useEffect(() => onTyped?.({ text: unpicked ? text.trim() : '', first }), [onTyped, unpicked, text, first])
  const pick = (place: Place) => {
    setText(place.name)
    setOpen(false)
    setActive(-1)
    onPick(place)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (suggestions.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter' && open && suggestions.length > 0) {
      event.preventDefault()
      pick(suggestions[Math.max(active, 0)]!)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation() // closes the suggestions, not the sheet around them
      setOpen(false)
    }
  }
  // What a screen reader hears as the list changes: how many, none, or why there are none.
  const status = !wanted
    ? ''
    : !online && !data
      ? t`Suggestions need a connection.`
      : isError
        ? t`The suggestions could not load.`
        : isFetching && (!data || isPlaceholderData)
          ? t`Looking…`
          : suggestions.length === 0
            ? t`No place or dive center has this name.`
            : plural(suggestions.length, { one: '# suggestion', other: '# suggestions' })
  return (
    <div className="place-field">
      <label htmlFor={id}>{t`Where`}</label>
      <div className="place-field-box">
        <PinIcon width="20" height="20" />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && suggestions[active] ? `${listId}-${active}` : undefined}
          aria-describedby={`${listId}-hint`}
          autoComplete="off"
          dir="auto"
          placeholder={t`A town, a dive site, a country, a center`}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
            if (chosen !== null && event.target.value !== chosen.name) onPick(null)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {text !== '' ? (
          <button
            type="button"
            className="icon-button place-field-clear"
            aria-label={t`Clear the place`}
            onClick={() => {
              setText('')
              onPick(null)
            }}
          >
            <CloseIcon width="18" height="18" />
          </button>
        ) : null}
      </div>
      <p id={`${listId}-hint`} className="visually-hidden">{t`Anywhere when left empty.`}</p>
      <ul id={listId} role="listbox" aria-label={t`Suggestions`} className="place-suggestions" hidden={suggestions.length === 0}>
        {suggestions.map((place, index) => (
          <li
            key={`${place.kind}-${place.id}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="place-suggestion"
            // Before the input's blur: a tap on a suggestion picks it instead of closing the list under the finger.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
          >
            <span className="place-suggestion-name" dir="auto">
              {place.name}
            </span>
            <span className="place-suggestion-context" dir="auto">
              {place.context ? `${kinds[place.kind]} · ${place.context}` : kinds[place.kind]}
            </span>
          </li>
        ))}
      </ul>
      <p className="place-field-status" role="status">
        {suggestions.length > 0 ? <span className="visually-hidden">{status}</span> : status}
      </p>
    </div>
  )
}
