import 'react-day-picker/style.css'
import './date-range-field.css'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type DateRange, DayPicker } from 'react-day-picker'
import { ar, enUS } from 'react-day-picker/locale'
import { type FlexDays, flexDays, MAX_RANGE_DAYS } from '../../contract/activities.ts'
import { arabic, formatDayRange } from '../../shared/format-dates.ts'
import { addDays } from '../lib/dates.ts'
import { useMediaQuery } from '../lib/use-media-query.ts'

/** How far ahead the calendar reaches: a year and a half, as the month picker. */
const MONTHS_AHEAD = 18

export type DayRange = { from?: string; to?: string; flex?: FlexDays }

// The calendar's days are local dates; the address's are `YYYY-MM-DD`, never shifted by a time zone.
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year!, month! - 1, date)
}

/**
 * The days a diver is there, on a calendar (react-day-picker: arrow keys move by a day and a week,
 * Page Up and Down by a month, Home and End to the week's ends; taps on a phone), and how flexible
 * they are: the departures that start and end within them, or ± 1, 3 or 7 days. Mirrored in Arabic,
 * with its month and day names and digits; two months side by side where there is room. From tomorrow
 * on (nothing before can be booked), at most 60 days (the search's longest range, contract/activities.ts).
 */
export function DateRangeField({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t, i18n } = useLingui()
  const ids = useId()
  const wide = useMediaQuery('(min-width: 760px)')
  const inArabic = arabic(i18n.locale)
  const tomorrow = dateOf(addDays(dayOf(new Date()), 1))
  const selected: DateRange | undefined = value.from ? { from: dateOf(value.from), to: value.to ? dateOf(value.to) : undefined } : undefined
  const flexLabel = (days: FlexDays) => (days === 0 ? t`Exact dates` : plural(days, { one: '± # day', other: '± # days' }))
  return (
    <div className="date-range-field">
      <p className="date-range-summary" aria-live="polite">
        {value.from && value.to
          ? formatDayRange(value.from, value.to, i18n.locale)
          : value.from
            ? t`Now choose the last day.`
            : t`Choose the first day, then the last.`}
      </p>
      <DayPicker
        mode="range"
        selected={selected}
        onSelect={(range) => onChange({ ...value, from: range?.from ? dayOf(range.from) : undefined, to: range?.to ? dayOf(range.to) : undefined })}
        locale={inArabic ? ar : enUS}
        dir={inArabic ? 'rtl' : 'ltr'}
        numerals="latn"
        numberOfMonths={wide ? 2 : 1}
        startMonth={tomorrow}
        endMonth={new Date(tomorrow.getFullYear(), tomorrow.getMonth() + MONTHS_AHEAD, 1)}
        defaultMonth={selected?.from ?? tomorrow}
        disabled={{ before: tomorrow }}
        excludeDisabled
        max={MAX_RANGE_DAYS - 1}
      />
      <fieldset className="flex-choices">
        <legend>{t`How flexible`}</legend>
        <div className="flex-options">
          {flexDays.map((days) => (
            <label key={days} className="flex-option">
              <input
                type="radio"
                name={`${ids}-flex`}
                value={days}
                checked={(value.flex ?? 0) === days}
                onChange={() => onChange({ ...value, flex: days === 0 ? undefined : days })}
              />
              <span>{flexLabel(days)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
