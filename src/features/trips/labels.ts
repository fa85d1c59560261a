import { useLingui } from '@lingui/react/macro'
import type { Activity } from '../../../contract/trips.ts'

/** What each activity is called on screen (the filter's options and the cards' tag). */
export function useActivityLabels(): Record<Activity, string> {
  const { t } = useLingui()
  return { diving: t`Diving`, freediving: t`Freediving`, snorkeling: t`Snorkeling`, liveaboard: t`Liveaboard`, course: t`Course` }
}
