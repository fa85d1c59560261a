import './recent-searches.css'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { usePreferences } from '../lib/preferences-context.tsx'
import {
  filterCount,
  forgetAllSearches,
  forgetSearch,
  placeNameOf,
  type RecentSearch,
  savedResultsAt,
  searchIdentity,
  useRecentSearches,
} from '../lib/recent-searches.ts'
import { useOnline } from '../lib/use-online.ts'
import { CloseIcon } from './icons.tsx'
import { ago } from './saved-notice.tsx'
import { useWhenWords } from './search-bar.tsx'

/** What a recent search asked, as its link reads: where, when, then the divers and the filters when there are any. */
export type RecentSearchWords = { where: string; rest: string[] }

/** "Marsa Alam · Dec 10 – 17, 2026 ± 3 days · 2 divers · 1 filter", in the screen's language, the search bar's words. */
export function useRecentSearchWords(): (entry: RecentSearch) => RecentSearchWords {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const whenWords = useWhenWords()
  return (entry) => {
    const { search } = entry
    const named = search.place !== undefined || search.center !== undefined
    const where = placeNameOf(entry, lang) ?? (named ? t`The chosen place` : t`Anywhere`)
    const rest = [whenWords(search)]
    if (search.seats) rest.push(plural(search.seats, { one: '# diver', other: '# divers' }))
    const filters = filterCount(search)
    if (filters > 0) rest.push(plural(filters, { one: '# filter', other: '# filters' }))
    return { where, rest }
  }
}

/**
 * The searches this device ran, newest first, each a link to its results (saved on the device, so it
 * opens offline too) with how long ago it ran, a button that forgets it, and one that forgets them
 * all. Nothing when there are none. `headingId` names the section for assistive technology.
 */
export function RecentSearches({ headingId }: { headingId: string }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const { lang, currency } = usePreferences()
  const online = useOnline()
  const searches = useRecentSearches()
  const wordsOf = useRecentSearchWords()
  if (searches.length === 0) return null
  const now = Date.now()
  return (
    <section className="recent-searches" aria-labelledby={headingId}>
      <div className="recent-searches-head">
        <h2 id={headingId}>{t`Recent searches`}</h2>
        <button type="button" className="recent-searches-clear" onClick={() => forgetAllSearches(queryClient)}>
          {t`Clear recent searches`}
        </button>
      </div>
      <ul className="recent-searches-list">
        {searches.map((entry) => {
          const { where, rest } = wordsOf(entry)
          const label = [where, ...rest].join(' · ')
          const when = ago(entry.at, Math.max(now, entry.at), i18n.locale)
          // Offline, a search whose results this device never kept would open on "not available offline": said before the tap.
          const missing = !online && savedResultsAt(queryClient, entry.search, lang, currency) === null
          return (
            <li key={searchIdentity(entry.search)} className="recent-search">
              <Link to="/trips" search={entry.search} className="recent-search-link">
                <span className="recent-search-what">
                  <bdi className="recent-search-where">{where}</bdi>
                  {rest.map((part) => (
                    <span key={part}> · {part}</span>
                  ))}
                </span>
                <span className="recent-search-age">{missing ? t`Searched ${when} · needs a connection` : t`Searched ${when}`}</span>
              </Link>
              <button
                type="button"
                className="recent-search-remove"
                aria-label={t`Remove the search ${label}`}
                onClick={() => forgetSearch(queryClient, entry.search)}
              >
                <CloseIcon width="18" height="18" />
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
