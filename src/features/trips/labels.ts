import { useLingui } from '@lingui/react/macro'
import type { Activity } from '../../../contract/trips.ts'

/** What each activity is called on screen (the filter's options and the cards' tag). */
export function useActivityLabels(): Record<Activity, string> {
  const { t } = useLingui()
  return { diving: t`Diving`, freediving: t`Freediving`, snorkeling: t`Snorkeling`, liveaboard: t`Liveaboard`, course: t`Course` }
}

/** A `YYYY-MM` month as its reader says it ("March 2027", "مارس ٢٠٢٧"). */
export function formatMonth(month: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const [year, index] = month.split('-').map(Number)
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, index! - 1, 1)))
}
