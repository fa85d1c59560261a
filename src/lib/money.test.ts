import { describe, expect, it } from 'vitest'
import { convertMoney, formatMoney, moneyLine, moneyParts } from './money.ts'

const rates = { USD: 1, SAR: 3.75, EUR: 0.92, EGP: 48.5, AED: 3.6725, GBP: 0.79, BHD: 0.376, INR: 83.2, KWD: 0.307 }

describe('convertMoney (on the device, as Wallet/ConvertCurrency rounds)', () => {
  it('converts through USD and rounds to the minor unit', () => {
    expect(convertMoney(100, 'USD', 'SAR', rates)).toBe(375)
    expect(convertMoney(4850, 'EGP', 'USD', rates)).toBe(100)
    expect(convertMoney(1000, 'EGP', 'EUR', rates)).toBe(18.97)
  })
  it('keeps three decimals for BHD and KWD', () => {
    expect(convertMoney(100, 'USD', 'BHD', rates)).toBe(37.6)
    expect(convertMoney(123, 'SAR', 'KWD', rates)).toBe(10.07)
    expect(convertMoney(1, 'EUR', 'KWD', rates)).toBe(0.334)
  })
  it('leaves a same-currency amount alone and says null for an unknown currency', () => {
    expect(convertMoney(12.5, 'AED', 'AED', rates)).toBe(12.5)
    expect(convertMoney(10, 'XYZ', 'USD', rates)).toBeNull()
  })
})

describe('formatMoney', () => {
  it('formats in the reader’s language with the currency’s digits', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50')
    expect(formatMoney(1.5, 'KWD', 'en').replace(/\s/g, ' ')).toBe('KWD 1.500')
    expect(formatMoney(10, 'SAR', 'ar')).toContain('ريال سعودي')
    // Arabic names the currency: a Latin symbol ("US$") reads back to front ("$US 70.93") in a right-to-left line.
    expect(formatMoney(70.93, 'USD', 'ar')).toBe('70.93 دولار أمريكي')
    expect(formatMoney(70.93, 'USD', 'ar')).not.toMatch(/[A-Z$]/)
  })
})

describe('moneyParts: the one way a booking figure shows', () => {
  const line = (...args: Parameters<typeof moneyParts>) => moneyLine(moneyParts(...args)).replace(/\s/g, ' ')
  it('the diver’s currency first, the charged one beside it', () => {
    expect(moneyParts(636, 'SAR', 'USD', rates, 'en').shown).toBe('$169.60')
    expect(line(636, 'SAR', 'USD', rates, 'en')).toBe('$169.60 (SAR 636.00)')
  })
  it('one figure when the currencies are the same or no rate is known yet', () => {
    expect(moneyParts(636, 'SAR', 'SAR', rates, 'en').charged).toBeNull()
    expect(line(636, 'SAR', 'SAR', rates, 'en')).toBe('SAR 636.00')
    expect(line(636, 'SAR', 'USD', undefined, 'en')).toBe('SAR 636.00')
  })
})
