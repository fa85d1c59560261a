import { describe, expect, it } from 'vitest'
import { activateLanguage, i18n, withCatalog } from './i18n.ts'

// Its own file: the area must not have been loaded yet in this module's state.
const wordCount = () => Object.keys(i18n.messages).length

describe("an area's words", () => {
  it('join the language on screen without redrawing the page, and come with the next language', async () => {
    await activateLanguage('en')
    let redraws = 0
    const stop = i18n.on('change', () => redraws++)
    try {
      const before = wordCount()
      await withCatalog('discovery', () => Promise.resolve(null))
      // No screen draws these words before they are in, so nothing on screen has to render again.
      expect(redraws).toBe(0)
      expect(wordCount()).toBeGreaterThan(before)
      const english = wordCount()
      // Switching language brings the area's words in the new language, and redraws everything.
      await activateLanguage('ar')
      expect(redraws).toBeGreaterThan(0)
      expect(i18n.locale).toBe('ar')
      expect(wordCount()).toBeGreaterThanOrEqual(english)
    } finally {
      stop()
    }
  })
})
