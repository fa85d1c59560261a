import type { Lang } from '../../contract/common.ts'
import { changeLanguagePath, SessionResponseSchema } from '../../contract/users.ts'
import { api } from '../api/client.ts'
import { sessionStore } from '../api/session.ts'

/**
 * SPEC §4: a signed-in diver's language choice is told to the server (Users/ChangeLanguage), and the
 * session it returns is stored. Offline the choice stays on the device and the server learns it at
 * the next change.
 */
export async function sendSessionLanguage(lang: Lang): Promise<void> {
  if (!sessionStore.get()) return
  try {
    const { data } = await api.get(changeLanguagePath, SessionResponseSchema, { query: { Lang: lang === 'en' ? 1 : 2 } })
    sessionStore.set(data)
  } catch {
    // offline: the choice is kept locally and the server learns it at the next change
  }
}
