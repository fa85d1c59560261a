import { describe, expect, it } from 'vitest'
import { idFromAddress } from './common.ts'

describe('idFromAddress (one rule for the page and the server’s first view)', () => {
  it('takes what the API takes: 1 to 999,999,999 in digits', () => {
    expect(idFromAddress('1')).toBe(1)
    expect(idFromAddress('644')).toBe(644)
    expect(idFromAddress('999999999')).toBe(999_999_999)
  })
  it('takes nothing else, so the page says "not found" and the server sends no first view', () => {
    for (const text of [undefined, '', '0', '007', '-3', '1.5', '1e3', '1000000000', ' 12', '12 ', '١٢', 'abc'])
      expect(idFromAddress(text), String(text)).toBeNull()
  })
})
