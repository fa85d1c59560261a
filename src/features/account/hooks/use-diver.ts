import type { Lang } from '../../../../contract/common.ts'
import { sessionStore } from '../../../api/session.ts'
import { currentLang } from '../../../lib/i18n.ts'
import { usePreferences, useSession } from '../../../lib/preferences-context.tsx'

/** The signed-in diver's id and the screen's language: what every account query is keyed by. */
export function useDiver(): { userId: number; lang: Lang } {
  const session = useSession()
  const { lang } = usePreferences()
  return { userId: session?.userId ?? 0, lang }
}

/** The same, for route loaders (the /user guard has checked the session before they run). */
export const loaderDiver = (): { userId: number; lang: Lang } => ({ userId: sessionStore.get()?.userId ?? 0, lang: currentLang() })
