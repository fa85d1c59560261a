import { describe, expect, it } from 'vitest'
import { paymentTypesOffered } from './departures.ts'
import { balanceDeadline, balanceDueDate, balanceReminders, canPayBalance, depositAmount, depositOffered, depositTerms } from './deposits.ts'

const now = Date.parse('2026-11-29T10:00:00Z')
const terms = { percent: 25, balanceDueDays: 30 }
const policy = { tiers: [{ minDaysBefore: 30, refundPercent: 100 }], freeCancellationHours: 72 }

describe('deposits', () => {
  it('dates the balance the center’s days before the start, due until the end of that day (UTC)', () => {
    expect(balanceDueDate('2027-02-15', 30)).toBe('2027-01-16')
    expect(balanceDeadline('2027-01-16')).toBe(Date.parse('2027-01-17T00:00:00Z'))
    const open = (at: string) => canPayBalance({ paymentStatus: 'DepositPaid', status: 'Confirmed', balanceDue: '2027-01-16' }, Date.parse(at))
    expect(open('2027-01-16T23:59:59Z')).toBe(true)
    expect(open('2027-01-17T00:00:00Z')).toBe(false)
    expect(canPayBalance({ paymentStatus: 'Paid', status: 'Confirmed', balanceDue: '2027-01-16' }, now)).toBe(false)
    expect(canPayBalance({ paymentStatus: 'DepositPaid', status: 'Cancelled', balanceDue: '2027-01-16' }, now)).toBe(false)
  })

  it('is offered only where the center takes one and its balance’s day is still after today', () => {
    expect(depositOffered(null, '2027-02-15', now)).toBe(false)
    expect(depositOffered(terms, '2026-12-30', now)).toBe(true) // due 2026-11-30, tomorrow
    expect(depositOffered(terms, '2026-12-29', now)).toBe(false) // due today: paid whole
    expect(paymentTypesOffered({ payNow: true, payLater: false, deposit: terms }, policy, '2027-02-15', now)).toEqual([1, 3, 4])
    expect(paymentTypesOffered({ payNow: true, payLater: false, deposit: terms }, policy, '2026-12-29', now)).toEqual([1, 3])
    // A center that takes no payment online takes no deposit either.
    expect(paymentTypesOffered({ payNow: false, payLater: true, deposit: terms }, policy, '2027-02-15', now)).toEqual([2])
    expect(depositTerms(null, 30)).toBeNull()
    expect(depositTerms(20, 45)).toEqual({ percent: 20, balanceDueDays: 45 })
  })

  it('takes its percentage in the currency’s smallest unit, never more than the total', () => {
    expect(depositAmount(800, 25, 'USD')).toBe(200)
    expect(depositAmount(99.99, 30, 'EUR')).toBe(30)
    expect(depositAmount(10.005, 20, 'KWD')).toBe(2.001)
    expect(depositAmount(0.01, 20, 'USD')).toBe(0.01)
  })

  it('reminds a week and two days before the balance’s day, in the morning, only those still ahead', () => {
    expect(balanceReminders('2027-01-16', now).map((one) => [one.days, one.at.toISOString()])).toEqual([
      [7, '2027-01-09T09:00:00.000Z'],
      [2, '2027-01-14T09:00:00.000Z'],
    ])
    expect(balanceReminders('2026-12-04', now).map((one) => one.days)).toEqual([2])
  })
})
