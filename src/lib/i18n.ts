import { i18n, type Messages } from '@lingui/core'
import type { Lang } from '../../contract/common.ts'
import { setApiLanguage } from '../api/client.ts'
import { manifestFile } from '../../build/manifest.ts'

export { i18n }

const loaders: Record<Lang, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
}

// Areas a visitor may never open have their own catalog per language, merged into the language's
// messages when the first screen of the area loads: the account area (sign-in screens, account
// pages, notifications) and discovery (trips, booking, vouchers, organizations, countries), so the
// first load of / carries only the shell's and the home page's words
// (docs/decisions/008-lingui-with-po-catalogs.md); and the shell's pieces a first paint does not draw
// (the footer, the phone's menu, a session's header pieces, the contact page: decision 044).
type CatalogArea = 'account' | 'discovery' | 'shell'
const areaLoaders: Record<CatalogArea, Record<Lang, () => Promise<{ messages: Messages }>>> = {
  account: { en: () => import('../locales/en/account.po'), ar: () => import('../locales/ar/account.po') },
  discovery: { en: () => import('../locales/en/discovery.po'), ar: () => import('../locales/ar/discovery.po') },
  shell: { en: () => import('../locales/en/shell.po'), ar: () => import('../locales/ar/shell.po') },
}
const wantedAreas = new Set<CatalogArea>()
const loadedAreas = new Set<`${CatalogArea}:${Lang}`>()

async function loadArea(area: CatalogArea, lang: Lang): Promise<void> {
  if (loadedAreas.has(`${area}:${lang}`)) return
  const { messages } = await areaLoaders[area][lang]()
  // An area's words are ids no screen on show draws yet: a screen of the area waits for them before it
  // renders (loadCatalog in its loader or its lazy piece). So in the language on screen they join its
  // messages quietly; `i18n.load` would tell every `Trans` and `useLingui` on the page to render again,
  // the whole page in one task (24 ms on the home when its sections arrive: a quarter of a second on a
  // slow phone). Another language's words load as usual: `activate` redraws the page anyway.
  if (lang === i18n.locale) Object.assign(i18n.messages, messages)
  else i18n.load(lang, messages)
  loadedAreas.add(`${area}:${lang}`)
}

/** Before a screen of the area renders: its catalog in the language on screen (and in any later one). */
export async function loadCatalog(area: CatalogArea): Promise<void> {
  wantedAreas.add(area)
  await loadArea(area, currentLang())
}

export const loadAccountCatalog = (): Promise<void> => loadCatalog('account')

/**
 * A route's data, or a lazy piece's code, and its area's words, fetched side by side rather than one
 * after the other (one round trip less before the first card or photo); a failure (not found, an
 * error) still waits for the words, so the page that says so is in the reader's language.
 */
export async function withCatalog<T>(area: CatalogArea, load: () => Promise<T>): Promise<T> {
  const words = loadCatalog(area)
  try {
    const [, value] = await Promise.all([words, load()])
    return value
  } catch (error) {
    await words
    throw error
  }
}

/**
 * Every catalog of both languages, fetched (not applied) so that switching language works with no
 * network: the trip pack asks for them once a diver is signed in.
 */
export async function fetchEveryCatalog(): Promise<void> {
  const langs: Lang[] = ['en', 'ar']
  await Promise.all(langs.flatMap((lang) => [loaders[lang](), ...Object.values(areaLoaders).map((area) => area[lang]())]))
}

export const directionOf = (lang: Lang): 'ltr' | 'rtl' => (lang === 'ar' ? 'rtl' : 'ltr')

/** Loads the language's catalog (its own lazy chunk) and applies `<html lang dir>` (SPEC §4). */
export async function activateLanguage(lang: Lang): Promise<void> {
  if (!i18n.messages || i18n.locale !== lang) {
    const { messages } = await loaders[lang]()
    i18n.load(lang, messages)
    // An area a screen first asks for while these load is asked in the language still on screen: it
    // joins the wanted ones, and the switch waits for it in the new language too before it redraws.
    let missing: CatalogArea[]
    while ((missing = [...wantedAreas].filter((area) => !loadedAreas.has(`${area}:${lang}`))).length > 0) {
      await Promise.all(missing.map((area) => loadArea(area, lang)))
    }
    i18n.activate(lang)
  }
  setApiLanguage(lang)
  document.documentElement.lang = lang
  document.documentElement.dir = directionOf(lang)
  // Installing from an Arabic page gives the Arabic name, shortcuts and screenshots (build/manifest.ts).
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (manifest) manifest.href = `/${manifestFile[lang]}`
}

/** The language on screen, for code outside React (route loaders): it keys every language-bound query. */
export const currentLang = (): Lang => (i18n.locale === 'ar' ? 'ar' : 'en')
