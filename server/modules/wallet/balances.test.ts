import { describe, expect, it } from 'vitest'
import { balances, remainingCredits, type WalletEntry } from './balances.ts'

const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000)
const credit = (id: number, amount: number, from: number, to: number): WalletEntry => ({ id, amount, validFrom: at(from), validTo: at(to) })
const debit = (id: number, amount: number, on: number): WalletEntry => ({ id, amount: -amount, validFrom: at(on), validTo: at(on + 3650) })

describe('wallet balances', () => {
  it('spends the credit that expires first', () => {
    const entries = [credit(1, 100, 0, 300), credit(2, 50, 0, 30), debit(3, 60, 10)]
    expect(remainingCredits(entries)).toEqual(
      new Map([
        [2, 0],
        [1, 90],
      ]),
    )
    expect(balances(entries, at(20))).toEqual({ available: 90, expired: 0 })
  })

  it('loses only what was left of an expired credit, never the spending twice', () => {
    const entries = [credit(1, 100, 0, 30), debit(2, 100, 5)]
    expect(balances(entries, at(40))).toEqual({ available: 0, expired: 0 })
    const partly = [credit(1, 100, 0, 30), debit(2, 40, 5), credit(3, 20, 0, 400)]
    expect(balances(partly, at(40))).toEqual({ available: 20, expired: 60 })
  })

  it('does not spend a credit that was not valid yet, or no longer valid, when the debit happened', () => {
    const entries = [credit(1, 50, 20, 400), credit(2, 30, 0, 5), debit(3, 30, 10)]
    // On day 10 the first credit was not valid yet and the second had expired: the debit takes from neither.
    expect(remainingCredits(entries)).toEqual(
      new Map([
        [2, 30],
        [1, 50],
      ]),
    )
  })
})
