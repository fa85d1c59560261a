import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { AgencyFilter, CountryFilter, PaymentFilter } from '../../../ui/filter-fields.tsx'
import { SearchIcon } from '../../../ui/icons.tsx'
import type { DirectorySearch } from '../../../../contract/addresses.ts'

const SEARCH_DELAY_MS = 350

/**
 * Country, name search, sort, language, agency and payment — every one sent to the server and kept
 * in the URL. A filter change is a history entry (Back undoes it); typing replaces the entry.
 */
export function DirectoryFilters({ search }: { search: DirectorySearch }) {
  const { t } = useLingui()
  const navigate = useNavigate({ from: '/branch/list/$type' })
  const ids = useId()
  // The controls show a choice at once; the URL (and the list) follow when the page has loaded.
  const [shown, setShown] = useState(search)
  useEffect(() => setShown(search), [search])
  const update = (changes: Partial<DirectorySearch>, replace = false) => {
    setShown((previous) => ({ ...previous, ...changes }))
    void navigate({ search: (previous) => ({ ...previous, ...changes, page: undefined }), replace })
  }

  // Debounced: one request when typing pauses, not one per key. `sent` is the value last put in the
  // URL, so a URL change from elsewhere (Back, clear filters) refills the box without a loop.
  const [text, setText] = useState(search.q ?? '')
  const sent = useRef(search.q ?? '')
  useEffect(() => {
    if ((search.q ?? '') !== sent.current) {
      sent.current = search.q ?? ''
      setText(sent.current)
    }
  }, [search.q])
  const commit = (value: string) => {
    if (value === sent.current) return
    sent.current = value
    update({ q: value || undefined }, true)
  }
  useEffect(() => {
    const timer = setTimeout(() => commit(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
    // only the typed text restarts the wait
  }, [text])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    commit(text.trim())
  }

  return (
    <form className="filters" role="search" aria-label={t`Filter the list`} onSubmit={onSubmit} noValidate>
      <div className="filter-search">
        <label htmlFor={`${ids}-q`} className="visually-hidden">{t`Search by name`}</label>
        <SearchIcon />
        {/* A short hint inside the box (a long one was cut off on a phone); the whole of it shows below. */}
        <input
          id={`${ids}-q`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Search by name`}
          aria-describedby={`${ids}-q-hint`}
          maxLength={100}
          dir="auto"
          enterKeyHint="search"
        />
      </div>
      <p id={`${ids}-q-hint`} className="filter-hint">{t`Type the name in English or Arabic.`}</p>
      <CountryFilter
        id={`${ids}-country`}
        value={shown.country}
        onChange={(country) => {
          // SPEC §2.3: changing the country resets the name search.
          sent.current = ''
          setText('')
          update({ country, q: undefined })
        }}
      />
      <div className="filter-field">
        <label htmlFor={`${ids}-sort`}>{t`Sort`}</label>
        <select id={`${ids}-sort`} value={shown.sort ?? 'az'} onChange={(event) => update({ sort: event.target.value === 'za' ? 'za' : undefined })}>
          <option value="az">{t`Name A–Z`}</option>
          <option value="za">{t`Name Z–A`}</option>
        </select>
      </div>
      <div className="filter-field">
        <label htmlFor={`${ids}-language`}>{t`Language`}</label>
        <select
          id={`${ids}-language`}
          value={shown.language ?? ''}
          onChange={(event) => update({ language: event.target.value === 'ar' || event.target.value === 'en' ? event.target.value : undefined })}
        >
          <option value="">{t`Any language`}</option>
          <option value="ar">{t`Arabic`}</option>
          <option value="en">{t`English`}</option>
        </select>
      </div>
      <AgencyFilter id={`${ids}-org`} value={shown.org} onChange={(org) => update({ org })} />
      <PaymentFilter legend={t`Services`} value={shown} onChange={update} />
    </form>
  )
}
