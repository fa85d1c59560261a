import { describe, expect, it, vi } from 'vitest'
import { activateLanguage, i18n, loadCatalog } from './i18n.ts'

// The Arabic shell words arrive when the test lets them: the switch to Arabic waits on them, and an
// area first asked for in that moment is asked for in the language still on screen.
let release = () => {}
let asked = false
const held = new Promise<void>((resolve) => {
  release = resolve
})
vi.mock('../locales/ar/shell.po', async (importActual) => {
  asked = true
  await held
  return importActual()
})

// Its own file: the areas must not have been loaded yet in this module's state.
describe('an area first asked for while the language changes', () => {
  it('comes in the new language too, so its screen never shows ids for words', async () => {
    await activateLanguage('en')
    await loadCatalog('shell')
    const switching = activateLanguage('ar')
    // The switch has its Arabic words and waits on the Arabic shell: a screen of the account area opens.
    await vi.waitFor(() => expect(asked).toBe(true))
    await loadCatalog('account')
    release()
    await switching
    expect(i18n.locale).toBe('ar')
    const { messages: accountArabic } = await import('../locales/ar/account.po')
    const missing = Object.keys(accountArabic).filter((id) => i18n.messages[id] !== accountArabic[id])
    expect(missing).toEqual([])
  })
})
