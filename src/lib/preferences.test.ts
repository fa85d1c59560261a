import { describe, expect, it } from 'vitest'
import { clearAccountStorage, storeCurrency, storedCurrency, storedLanguage, storeLanguage } from './preferences.ts'

describe('language storage (SPEC §3, §4)', () => {
  it('defaults to English when nothing is stored', () => {
    expect(storedLanguage()).toBe('en')
  })
  it('stores 1 for English and 2 for Arabic', () => {
    storeLanguage('ar')
    expect(localStorage.getItem('language')).toBe('2')
    expect(storedLanguage()).toBe('ar')
    storeLanguage('en')
    expect(localStorage.getItem('language')).toBe('1')
    expect(storedLanguage()).toBe('en')
  })
  it('reads any value containing 1 as English and anything else as Arabic', () => {
    localStorage.setItem('language', '"1"')
    expect(storedLanguage()).toBe('en')
    localStorage.setItem('language', 'ar')
    expect(storedLanguage()).toBe('ar')
  })
})

describe('currency storage', () => {
  it('defaults to USD and ignores unknown codes', () => {
    expect(storedCurrency()).toBe('USD')
    localStorage.setItem('currency', 'XYZ')
    expect(storedCurrency()).toBe('USD')
  })
  it('stores AED as AED', () => {
    storeCurrency('AED')
    expect(storedCurrency()).toBe('AED')
  })
})

describe('clearAccountStorage', () => {
  it('wipes the session and cached notifications but keeps language and currency', () => {
    storeLanguage('ar')
    storeCurrency('SAR')
    localStorage.setItem('user', '{"data":{}}')
    localStorage.setItem('notifications', '[]')
    clearAccountStorage()
    expect(localStorage.getItem('user')).toBeNull()
    expect(localStorage.getItem('notifications')).toBeNull()
    expect(storedLanguage()).toBe('ar')
    expect(storedCurrency()).toBe('SAR')
  })
})
