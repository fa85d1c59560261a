import { createContext, type ReactNode, use, useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import type { Currency, Lang } from '../../contract/common.ts'
import type { SessionData } from '../../contract/users.ts'
import { sessionStore } from '../api/session.ts'
import { activateLanguage } from './i18n.ts'
import { sendSessionLanguage } from './session-language.ts'
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
    await sendSessionLanguage(next) // SPEC §4: a signed-in diver's server learns it too
    // A subscribed phone's notifications follow the app's language (loaded only then: push is not first-view code).
    if (sessionStore.get()) void import('./push.ts').then((push) => push.retellPushLanguage())
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
