import './search-bar.css'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { browsingMonth } from '../../contract/activities.ts'
import { formatDayRange, formatMonth } from '../../shared/format-dates.ts'
import { withCatalog } from '../lib/i18n.ts'
import { CalendarIcon, PinIcon, UserIcon } from './shell-icons.tsx'
import { LazyPiece } from './lazy-piece.tsx'
import type { SearchChoice, SearchPart } from './search-choice.ts'

// The form (the place's suggestions, the calendar) is its own chunk with its words, loaded when the
// bar is first touched: the home's first load carries only these three buttons.
const loadSheet = () => withCatalog('discovery', () => import('./search-sheet.tsx'))

/** How a search's days read on its button and in a title: "Dec 10 – 17, 2026 ± 3 days", or the month. */
export function useWhenWords(): (choice: SearchChoice) => string {
  const { i18n } = useLingui()
  return ({ date, from, to, flex }) => {
    if (from === undefined || to === undefined) return formatMonth(date ?? browsingMonth(), i18n.locale)
    const days = formatDayRange(from, to, i18n.locale)
    return flex ? plural(flex, { one: `${days} ± # day`, other: `${days} ± # days` }) : days
  }
}

function BarField({ icon, label, value, onOpen }: { icon: ReactNode; label: string; value: string; onOpen: () => void }) {
  return (
    <button type="button" className="search-bar-field" aria-haspopup="dialog" onClick={onOpen} onPointerEnter={() => void loadSheet()}>
      {icon}
      <span className="search-bar-text">
        <span className="search-bar-label">{label}</span>
        <span className="search-bar-value" dir="auto">
          {value}
        </span>
      </span>
    </button>
  )
}

/**
 * Where, when and how many divers, each a button that opens the search sheet on its part: the home's
 * hero and the top of the trips area. On a phone the results stay on the first screen; the sheet
 * (src/ui/search-sheet.tsx) has the place's suggestions and the calendar, and its Search hands the
 * choice to `onSearch`. `placeName` names the chosen place or center (the search's answer says it).
 */
export function SearchBar({
  value,
  placeName,
  onSearch,
  children,
}: {
  value: SearchChoice
  placeName: string | null
  /** the choice, and the name of its place or center (null for anywhere) */
  onSearch: (choice: SearchChoice, placeName: string | null) => void
  /** after the three fields (the home's Search button) */
  children?: ReactNode
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState<SearchPart | null>(null)
  const whenWords = useWhenWords()
  const named = value.place !== undefined || value.center !== undefined
  return (
    <div className="search-bar">
      <BarField icon={<PinIcon />} label={t`Where`} value={named ? (placeName ?? t`The chosen place`) : t`Anywhere`} onOpen={() => setOpen('where')} />
      <BarField icon={<CalendarIcon />} label={t`When`} value={whenWords(value)} onOpen={() => setOpen('when')} />
      <BarField
        icon={<UserIcon />}
        label={t`Divers`}
        value={value.seats ? plural(value.seats, { one: '# diver', other: '# divers' }) : t`Any number`}
        onOpen={() => setOpen('divers')}
      />
      {children}
      {open ? (
        <LazyPiece
          load={loadSheet}
          props={{
            value,
            placeName,
            part: open,
            onClose: () => setOpen(null),
            onSearch: (choice: SearchChoice, name: string | null) => {
              setOpen(null)
              onSearch(choice, name)
            },
          }}
          loading={null}
          unavailable={
            <p className="search-bar-unavailable" role="alert">
              {t`The search needs a connection the first time it opens.`}
            </p>
          }
        />
      ) : null}
    </div>
  )
}
