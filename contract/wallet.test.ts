import { describe, expect, it } from 'vitest'
import { paymentSplit, roundMoney } from './wallet.ts'

describe('paymentSplit', () => {
  it('takes it all from the wallet when the credit covers the total', () => {
    expect(paymentSplit(100, 'USD', 150, 1)).toEqual({ wallet: 100, walletUsd: 100, card: 0 })
    // 500 EGP at 0.0204 USD each is 10.20 USD
    expect(paymentSplit(500, 'EGP', 10.2, 0.0204)).toEqual({ wallet: 500, walletUsd: 10.2, card: 0 })
  })

  it('spends the whole credit and leaves the rest for the card', () => {
    expect(paymentSplit(636, 'USD', 120.5, 1)).toEqual({ wallet: 120.5, walletUsd: 120.5, card: 515.5 })
    const split = paymentSplit(1000, 'SAR', 100, 1 / 3.75)
    expect(split).toEqual({ wallet: 375, walletUsd: 100, card: 625 })
    expect(roundMoney(split.wallet + split.card, 'SAR')).toBe(1000)
  })

  it('charges the card alone without credit or when the diver keeps the credit', () => {
    expect(paymentSplit(80, 'EUR', 0, 1.08)).toEqual({ wallet: 0, walletUsd: 0, card: 80 })
    expect(paymentSplit(80, 'EUR', 500, 1.08, false)).toEqual({ wallet: 0, walletUsd: 0, card: 80 })
  })

  it('keeps three decimals for the dinar currencies', () => {
    const split = paymentSplit(10, 'KWD', 10, 3.25)
    expect(split.wallet).toBe(3.077)
    expect(split.card).toBe(6.923)
  })
})
