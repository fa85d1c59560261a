import type { Lang } from '../../contract/common.ts'
import { changeLanguagePath, SessionResponseSchema } from '../../contract/session.ts'
import { api } from '../api/client.ts'
import { sessionStore } from '../api/session.ts'

/**
 * SPEC §4: a signed-in diver's language choice is told to the server (Users/ChangeLanguage), which
 * writes the diver's mail in it. It is a queued write like any other (lib/writes.ts): chosen on a boat,
 * it reaches the account when the network is back, after a restart too. A guest's choice has no mail
 * to follow it: told when the network allows, forgotten otherwise.
 */
export async function sendSessionLanguage(lang: Lang): Promise<void> {
  const session = sessionStore.get()
  if (!session) return
  if (session.role === 'diver' && session.userId !== null) {
    // The outbox's code comes with the diver (main.tsx); here at once if it is not loaded yet. The
    // writes' definitions come with it: a visitor's first load carries neither (decision 041).
    const [{ queueWrite }, { changeLanguage }] = await Promise.all([import('./outbox.ts'), import('./writes.ts')])
    queueWrite(changeLanguage, { userId: session.userId, lang })
    return
  }
  try {
    const { data } = await api.get(changeLanguagePath, SessionResponseSchema, { query: { Lang: lang === 'en' ? 1 : 2 } })
    sessionStore.set(data)
  } catch {
    // offline: the guest's choice stays on this device
  }
}
