import { describe, expect, it } from 'vitest'
import { messages as arAccount } from './ar/account.po'
import { messages as arDiscovery } from './ar/discovery.po'
import { messages as arMain } from './ar/messages.po'
import { messages as enAccount } from './en/account.po'
import { messages as enDiscovery } from './en/discovery.po'
import { messages as enMain } from './en/messages.po'

// The first-load catalog and the areas' (src/lib/i18n.ts), checked as one.
const en = { ...enMain, ...enAccount, ...enDiscovery }
const ar = { ...arMain, ...arAccount, ...arDiscovery }

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
