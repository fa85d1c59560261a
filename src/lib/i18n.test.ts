import { beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n, withCatalog } from './i18n.ts'

const wordCount = () => Object.keys(i18n.messages).length

describe("a route's data and its area's words", () => {
  beforeAll(() => activateLanguage('ar'))

  it('are asked for side by side, and the words are in before the data is handed over', async () => {
    const before = wordCount()
    let asked = false
    const loading = withCatalog('discovery', () => {
      asked = true
      return Promise.resolve(42)
    })
    // The data was asked for before the words came back, not after.
    expect(asked).toBe(true)
    expect(wordCount()).toBe(before)
    await expect(loading).resolves.toBe(42)
    expect(wordCount()).toBeGreaterThan(before)
  })

  it("still bring the words when the data fails, so the error page is in the reader's language", async () => {
    const before = wordCount()
    const failure = new Error('not found')
    await expect(withCatalog('account', () => Promise.reject(failure))).rejects.toBe(failure)
    expect(wordCount()).toBeGreaterThan(before)
  })
})
