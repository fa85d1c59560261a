import { i18n, type Messages } from '@lingui/core'
import type { Lang } from '../../contract/common.ts'
import { setApiLanguage } from '../api/client.ts'

export { i18n }

const loaders: Record<Lang, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
}

export const directionOf = (lang: Lang): 'ltr' | 'rtl' => (lang === 'ar' ? 'rtl' : 'ltr')

/** Loads the language's catalog (its own lazy chunk) and applies `<html lang dir>` (SPEC §4). */
export async function activateLanguage(lang: Lang): Promise<void> {
  if (!i18n.messages || i18n.locale !== lang) {
    const { messages } = await loaders[lang]()
    i18n.load(lang, messages)
    i18n.activate(lang)
  }
  setApiLanguage(lang)
  document.documentElement.lang = lang
  document.documentElement.dir = directionOf(lang)
}

/** The language on screen, for code outside React (route loaders): it keys every language-bound query. */
export const currentLang = (): Lang => (i18n.locale === 'ar' ? 'ar' : 'en')
