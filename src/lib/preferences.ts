import { currencies, type Currency, type Lang } from '../../contract/common.ts'
import { storageKeys } from '../api/storage-keys.ts'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null // storage disabled (private mode): fall back to defaults
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // storage full or disabled: the choice lasts for this visit only
  }
}

/** SPEC §4: missing → English; a stored value containing 1 means English; anything else Arabic. */
export function storedLanguage(): Lang {
  const value = read(storageKeys.language)
  if (value === null || value.includes('1')) return 'en'
  return 'ar'
}

export function storeLanguage(lang: Lang): void {
  write(storageKeys.language, lang === 'en' ? '1' : '2')
}

export function storedCurrency(): Currency {
  const value = read(storageKeys.currency)
  return (currencies as readonly string[]).includes(value ?? '') ? (value as Currency) : 'USD'
}

export function storeCurrency(currency: Currency): void {
  write(storageKeys.currency, currency)
}

/**
 * Logout wipes what belongs to the account (session, cached notifications, cursor) but keeps
 * the device's language and currency: a diver who signs out still reads Arabic prices in SAR.
 */
export function clearAccountStorage(): void {
  try {
    const keep = new Map([storageKeys.language, storageKeys.currency].map((key) => [key, localStorage.getItem(key)]))
    localStorage.clear()
    for (const [key, value] of keep) if (value !== null) localStorage.setItem(key, value)
  } catch {
    // nothing stored
  }
}
