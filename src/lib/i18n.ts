import { i18n, type Messages } from '@lingui/core'
import type { Lang } from '../../contract/common.ts'
import { setApiLanguage } from '../api/client.ts'

export { i18n }

const loaders: Record<Lang, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
}

// The account area's words (sign-in screens, account pages, notifications) are a second catalog per
// language: a visitor who never signs in never downloads them (docs/decisions/008-lingui-with-po-catalogs.md).
const accountLoaders: Record<Lang, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/account.po'),
  ar: () => import('../locales/ar/account.po'),
}
let accountWanted = false
const accountLoaded = new Set<Lang>()

async function loadAccount(lang: Lang): Promise<void> {
  if (accountLoaded.has(lang)) return
  const { messages } = await accountLoaders[lang]()
  i18n.load(lang, messages) // merged into the language's messages
  accountLoaded.add(lang)
}

/** Before an account screen renders: its catalog in the language on screen (and in any later one). */
export async function loadAccountCatalog(): Promise<void> {
  accountWanted = true
  await loadAccount(currentLang())
}

export const directionOf = (lang: Lang): 'ltr' | 'rtl' => (lang === 'ar' ? 'rtl' : 'ltr')

/** Loads the language's catalog (its own lazy chunk) and applies `<html lang dir>` (SPEC §4). */
export async function activateLanguage(lang: Lang): Promise<void> {
  if (!i18n.messages || i18n.locale !== lang) {
    const { messages } = await loaders[lang]()
    i18n.load(lang, messages)
    if (accountWanted) await loadAccount(lang)
    i18n.activate(lang)
  }
  setApiLanguage(lang)
  document.documentElement.lang = lang
  document.documentElement.dir = directionOf(lang)
}

/** The language on screen, for code outside React (route loaders): it keys every language-bound query. */
export const currentLang = (): Lang => (i18n.locale === 'ar' ? 'ar' : 'en')
