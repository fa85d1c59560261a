import { describe, expect, it } from 'vitest'
import {
  convertMoney,
  formatCenterTime,
  formatDay,
  formatDepthRange,
  formatList,
  formatLocalTime,
  formatMoney,
  formatPriceTag,
  formatMonth,
  formatPercent,
  formatPhone,
  moneyLine,
  moneyParts,
  priceTag,
} from './format.ts'

// Every expectation is written out as a reader sees it, never computed with Intl or this module.
// Intl puts a no-break space between a code and its figure and a mark after an Arabic percent figure: written out as escapes.
const LRI = '\u2066'
const PDI = '\u2069'
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
  it('writes English with the currency’s symbol or code and its own digits', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50')
    expect(formatMoney(3000, 'EGP', 'en')).toBe('EGP\u00a03,000.00')
    expect(formatMoney(1.5, 'KWD', 'en')).toBe('KWD\u00a01.500')
  })
  it('names the currency in Arabic, in the app’s words, never a Latin symbol or an abbreviation', () => {
    expect(formatMoney(70.93, 'USD', 'ar')).toBe('70.93 دولار أمريكي')
    expect(formatMoney(3000, 'EGP', 'ar')).toBe('3,000.00 جنيه مصري')
    expect(formatMoney(636, 'SAR', 'ar')).toBe('636.00 ريال سعودي')
    expect(formatMoney(12.5, 'BHD', 'ar')).toBe('12.500 دينار بحريني')
    for (const currency of ['USD', 'EGP', 'SAR', 'AED', 'GBP']) expect(formatMoney(170, currency, 'ar')).not.toMatch(/US\$|\$|ج\.م\.|ر\.س\.|د\.إ\.|£|\u200f/)
  })
  it('writes an unknown code after the number', () => {
    expect(formatMoney(10, 'XYZ1', 'en')).toBe('10 XYZ1')
  })
})

describe('formatPriceTag: a "from" price where room is short', () => {
  it('whole units rounded down, with the short sign, in either language', () => {
    expect(formatPriceTag(139.602, 'KWD', 'en')).toBe('KWD\u00a0139')
    expect(formatPriceTag(70.99, 'USD', 'en')).toBe('$70')
    expect(formatPriceTag(139.602, 'KWD', 'ar')).toBe('\u200f139\u00a0د.ك.\u200f')
    expect(formatPriceTag(636, 'SAR', 'ar')).toBe('\u200f636\u00a0ر.س.\u200f')
  })
  it('keeps a Latin sign in order in an Arabic line, isolated left to right', () => {
    expect(formatPriceTag(70.93, 'USD', 'ar')).toBe('\u200f70\u00a0\u2066US$\u2069')
    expect(formatPriceTag(1200, 'GBP', 'ar')).toBe('\u200f1,200\u00a0\u2066UK£\u2069')
  })
  it('is far shorter than the full figure in Arabic', () => {
    expect(formatPriceTag(139.602, 'KWD', 'ar').length).toBeLessThan(formatMoney(139.602, 'KWD', 'ar').length / 1.5)
  })
  it('converts as the booking figures do, or keeps the charged currency without a rate', () => {
    expect(priceTag(3000, 'EGP', 'USD', rates, 'en')).toBe('$61')
    expect(priceTag(3000, 'EGP', 'USD', undefined, 'en')).toBe('EGP\u00a03,000')
  })
})

describe('moneyParts and moneyLine: the one way a booking figure shows', () => {
  it('the reader’s currency first, the charged one beside it', () => {
    expect(moneyLine(moneyParts(3000, 'EGP', 'USD', rates, 'en'))).toBe('$61.86 (EGP\u00a03,000.00)')
    expect(moneyLine(moneyParts(3000, 'EGP', 'USD', rates, 'ar'))).toBe('61.86 دولار أمريكي (3,000.00 جنيه مصري)')
    expect(moneyParts(636, 'SAR', 'USD', rates, 'en')).toEqual({ shown: '$169.60', charged: 'SAR\u00a0636.00' })
  })
  it('one figure when the currencies are the same or no rate is known yet', () => {
    expect(moneyLine(moneyParts(636, 'SAR', 'SAR', rates, 'en'))).toBe('SAR\u00a0636.00')
    expect(moneyLine(moneyParts(636, 'SAR', 'USD', undefined, 'ar'))).toBe('636.00 ريال سعودي')
    expect(moneyParts(170, 'USD', 'USD', rates, 'en')).toEqual({ shown: '$170.00', charged: null })
  })
})

describe('formatDepthRange', () => {
  it('writes a range of metres as each language does, one depth alone without a sign of approximation', () => {
    expect(formatDepthRange(10, 40, 'en')).toBe('10–40 m')
    expect(formatDepthRange(10, 40, 'ar')).toBe('10–40 مترًا')
    expect(formatDepthRange(18, 18, 'en')).toBe('18 m')
  })
})

describe('formatList', () => {
  it('joins names as each language does', () => {
    expect(formatList(['Turtles', 'Dolphins', 'Soft corals'], 'en')).toBe('Turtles, Dolphins, Soft corals')
    expect(formatList(['السلاحف', 'الدلافين', 'المرجان'], 'ar')).toBe('السلاحف، والدلافين، والمرجان')
  })
})

describe('formatPercent', () => {
  it('writes a share as each language does', () => {
    expect(formatPercent(50, 'en')).toBe('50%')
    expect(formatPercent(100, 'ar')).toBe('100\u200e%\u200e')
  })
})

describe('dates: one style a language, never digits alone', () => {
  it('writes a calendar day with its month’s name, whatever the length asked', () => {
    expect(formatDay('2027-04-23', 'en')).toBe('Apr 23, 2027')
    expect(formatDay('2027-04-23', 'en', 'long')).toBe('April 23, 2027')
    expect(formatDay('2027-04-23', 'en-US', 'long')).toBe('April 23, 2027')
    expect(formatDay('2026-11-29', 'ar')).toBe('29 نوفمبر 2026')
    expect(formatDay('2026-12-01', 'ar', 'long')).toBe('1 ديسمبر 2026')
  })
  it('reads the day of an instant in UTC and leaves nonsense as it came', () => {
    expect(formatDay('2026-11-29T23:30:00.000Z', 'en', 'long')).toBe('November 29, 2026')
    expect(formatDay('soon', 'en')).toBe('soon')
  })
  it('writes a month', () => {
    expect(formatMonth('2027-03', 'en')).toBe('March 2027')
    expect(formatMonth('2027-03', 'en', 'medium')).toBe('Mar 2027')
    expect(formatMonth('2027-03', 'ar')).toBe('مارس 2027')
    expect(formatMonth('2027-03', 'ar', 'medium')).toBe('مارس 2027')
  })
  it('writes the center’s wall time in the same style as its days', () => {
    const midnight = Date.parse('2026-11-29T00:00:00Z')
    expect(formatCenterTime(midnight, 'en')).toBe('Nov 29, 2026, 12:00 AM')
    // Beside long days (a mail's "November 29, 2026"), the day is long too.
    expect(formatCenterTime(midnight, 'en', 'long')).toBe('November 29, 2026 at 12:00 AM')
    expect(formatCenterTime(midnight, 'ar', 'long')).toBe('29 نوفمبر 2026 في 12:00 ص')
    expect(formatCenterTime(midnight - 2 * 3_600_000, 'ar')).toBe('28 نوفمبر 2026 في 10:00 م')
    expect(formatCenterTime('2026-11-29T13:05:00Z', 'ar')).toBe('29 نوفمبر 2026 في 1:05 م')
  })
  it('writes a moment on the reader’s clock in the same style', () => {
    const moment = new Date(2026, 10, 29, 13, 5)
    expect(formatLocalTime(moment, 'en')).toBe('Nov 29, 2026, 1:05 PM')
    expect(formatLocalTime(moment, 'ar')).toBe('29 نوفمبر 2026 في 1:05 م')
  })
})

describe('formatPhone', () => {
  it('groups a number written in one run by its country code', () => {
    expect(formatPhone('+201001234567', 'en')).toBe('+20 100 123 4567')
    expect(formatPhone('+966501234567', 'en')).toBe('+966 50 123 4567')
    expect(formatPhone('+96232012345', 'en')).toBe('+962 3 201 2345')
    expect(formatPhone('+12125551234', 'en')).toBe('+1 212 555 1234')
    expect(formatPhone('0653441234', 'en')).toBe('065 344 1234')
  })
  it('keeps the writer’s own groups', () => {
    expect(formatPhone(' +20  65 344-1234 ', 'en')).toBe('+20 65 344-1234')
    expect(formatPhone('(02) 2345 6789', 'en')).toBe('(02) 2345 6789')
  })
  it('isolates it left to right in Arabic text, so its groups keep their order', () => {
    expect(formatPhone('+201001234567', 'ar')).toBe(`${LRI}+20 100 123 4567${PDI}`)
    expect(formatPhone('+20 65 344 1234', 'ar')).toBe(`${LRI}+20 65 344 1234${PDI}`)
  })
})
