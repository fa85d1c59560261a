import { createContext, type ReactNode, use, useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import type { Currency, Lang } from '../../contract/common.ts'
import { changeLanguagePath, SessionResponseSchema, type SessionData } from '../../contract/users.ts'
import { api } from '../api/client.ts'
import { sessionStore } from '../api/session.ts'
import { activateLanguage } from './i18n.ts'
import { storeCurrency, storeLanguage, storedCurrency, storedLanguage } from './preferences.ts'

type Preferences = {
  lang: Lang
  setLang: (lang: Lang) => Promise<void>
  currency: Currency
  setCurrency: (currency: Currency) => void
}

const PreferencesContext = createContext<Preferences | null>(null)

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(storedLanguage)
  const [currency, setCurrencyState] = useState<Currency>(storedCurrency)

  const setLang = useCallback(async (next: Lang) => {
    await activateLanguage(next)
    storeLanguage(next)
    setLangState(next) // language-keyed queries refetch through their keys: no page reload (docs/design-notes.md)
    if (sessionStore.get()) {
      // SPEC §4: inform the server and store the session it returns.
      try {
        const { data } = await api.get(changeLanguagePath, SessionResponseSchema, { query: { Lang: next === 'en' ? 1 : 2 } })
        sessionStore.set(data)
      } catch {
        // offline: the choice is kept locally and the server learns it at the next change
      }
    }
  }, [])

  const setCurrency = useCallback((next: Currency) => {
    storeCurrency(next)
    setCurrencyState(next)
  }, [])

  const value = useMemo(() => ({ lang, setLang, currency, setCurrency }), [lang, setLang, currency, setCurrency])
  return <PreferencesContext value={value}>{children}</PreferencesContext>
}

export function usePreferences(): Preferences {
  const value = use(PreferencesContext)
  if (!value) throw new Error('usePreferences needs <PreferencesProvider>')
  return value
}

export function useSession(): SessionData | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null)
}
