import { useLingui } from '@lingui/react/macro'
import type { CourseLevel, TripLength } from '../../../contract/activities.ts'
import type { Activity } from '../../../contract/trips.ts'

/** What each activity is called on screen (the filter's options and the cards' tag). */
export function useActivityLabels(): Record<Activity, string> {
  const { t } = useLingui()
  return { diving: t`Diving`, freediving: t`Freediving`, snorkeling: t`Snorkeling`, liveaboard: t`Liveaboard`, course: t`Course` }
}

/** How long a departure lasts, as the length filter and its chip say it. */
export function useLengthLabels(): Record<TripLength, string> {
  const { t } = useLingui()
  return { '1': t`1 day`, '2-4': t`2 to 4 days`, '5-8': t`5 to 8 days`, '9+': t`9 days or more` }
}

/** What a course's level asks of a diver (contract/activities.ts `courseLevels`), as the level filter and its chip say it. */
export function useLevelLabels(): Record<CourseLevel, string> {
  const { t } = useLingui()
  return {
    beginner: t`Beginner: no certification needed`,
    intermediate: t`Needs Open Water`,
    advanced: t`Needs Advanced Open Water`,
    professional: t`Needs Rescue Diver`,
  }
}
