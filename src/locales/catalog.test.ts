import { describe, expect, it } from 'vitest'
import { messages as ar } from './ar/messages.po'
import { messages as en } from './en/messages.po'

describe('catalogs', () => {
  it('translate every English string into Arabic', () => {
    const missing = Object.keys(en).filter((id) => {
      const text = ar[id]
      return text === undefined || text === '' || (Array.isArray(text) && text.length === 0)
    })
    expect(missing).toEqual([])
  })
  it('are in Arabic script', () => {
    const latinOnly = Object.entries(ar).filter(([, text]) => !/[\u0600-\u06FF]/.test(JSON.stringify(text)))
    expect(latinOnly).toEqual([])
  })
})
