import { describe, expect, it } from 'vitest'
import { bookingFigures, freeCancellationEnds, invoiceMoney, recordedMoney, refundPercent, type StoredMoney, tiersAhead } from './booking.ts'
import { roundMoney } from './wallet.ts'

type Row = StoredMoney & { paymentType: 1 | 2 | 3; price: number; seats: number }

/** A reservation as the server hands it out: its stored columns through `recordedMoney`. */
const reservation = (row: Row) => ({
  totalPricePaidByCustomer: row.netPrice,
  currency: row.currency,
  paymentType: row.paymentType,
  status: row.status,
  price: row.price,
  seats: row.seats,
  ...recordedMoney(row),
})

// Shaped like the demo diver's seeded bookings (list price × seats, net price × seats).
const paidNow: Row = {
  netPrice: 636,
  price: 795,
  seats: 1,
  currency: 'USD',
  paymentType: 1,
  paymentStatus: 'Paid',
  status: 'Confirmed',
  refundAmount: null,
  cancellationFee: null,
  deposit: null,
}
const awaiting: Row = { ...paidNow, paymentStatus: 'Unpaid', status: 'AwaitingPayment' }
const onArrival: Row = {
  netPrice: 424,
  price: 530,
  seats: 2,
  currency: 'SAR',
  paymentType: 2,
  paymentStatus: 'Unpaid',
  status: 'Confirmed',
  refundAmount: null,
  cancellationFee: null,
  deposit: null,
}
const halfBack: Row = { ...paidNow, paymentStatus: 'Refunded', status: 'Cancelled', refundAmount: 318, cancellationFee: 318 }
const allBack: Row = { ...paidNow, paymentType: 3, paymentStatus: 'Refunded', status: 'Cancelled', refundAmount: 636, cancellationFee: 0 }
/** refunded before the amount was recorded (the seed's cancelled trip) */
const oldRefund: Row = { ...paidNow, paymentStatus: 'Refunded', status: 'Cancelled' }
const keptAll: Row = { ...paidNow, status: 'Cancelled', refundAmount: 0, cancellationFee: 636 }
const cancelledUnpaid: Row = { ...onArrival, status: 'Cancelled', refundAmount: 0, cancellationFee: 0 }
const dinars: Row = {
  netPrice: 100.5,
  price: 120.6,
  seats: 3,
  currency: 'KWD',
  paymentType: 3,
  paymentStatus: 'Refunded',
  status: 'Cancelled',
  refundAmount: 50.25,
  cancellationFee: 50.25,
  deposit: null,
}

describe('bookingFigures', () => {
  it('a paid booking: all of it paid, nothing due', () => {
    expect(bookingFigures(reservation(paidNow))).toEqual({
      currency: 'USD',
      total: 636,
      paid: 636,
      refunded: 0,
      fee: 0,
      netPaid: 636,
      due: 0,
      dueAtCenter: 0,
      state: 'paid',
    })
  })

  it('a pay-now booking waiting for its payment: nothing paid, the whole total due online', () => {
    expect(bookingFigures(reservation(awaiting))).toMatchObject({ paid: 0, netPaid: 0, due: 636, dueAtCenter: 0, state: 'unpaid' })
  })

  it('pay on arrival: nothing is due online, the total is due at the center', () => {
    expect(bookingFigures(reservation(onArrival))).toMatchObject({ total: 424, paid: 0, due: 0, dueAtCenter: 424, state: 'payOnArrival' })
  })

  it('a half refund is partly refunded, with what came back and what the center kept', () => {
    expect(bookingFigures(reservation(halfBack))).toEqual({
      currency: 'USD',
      total: 636,
      paid: 636,
      refunded: 318,
      fee: 318,
      netPaid: 318,
      due: 0,
      dueAtCenter: 0,
      state: 'partlyRefunded',
    })
  })

  it('a full refund is refunded: paid, all of it back, nothing kept', () => {
    expect(bookingFigures(reservation(allBack))).toMatchObject({ paid: 636, refunded: 636, fee: 0, netPaid: 0, state: 'refunded' })
    expect(bookingFigures(reservation(oldRefund))).toMatchObject({ paid: 636, refunded: 636, fee: 0, netPaid: 0, state: 'refunded' })
  })

  it('cancelled with nothing back keeps it all; cancelled unpaid was never charged', () => {
    expect(bookingFigures(reservation(keptAll))).toMatchObject({ paid: 636, refunded: 0, fee: 636, netPaid: 636, due: 0, state: 'paid' })
    expect(bookingFigures(reservation(cancelledUnpaid))).toMatchObject({
      paid: 0,
      refunded: 0,
      fee: 0,
      netPaid: 0,
      due: 0,
      dueAtCenter: 0,
      state: 'notCharged',
    })
  })

  it('a paid booking moved to a dearer date is part paid, the difference due now: never "paid" while money is owed', () => {
    const moved = { ...reservation(paidNow), totalPricePaidByCustomer: 700 }
    expect(bookingFigures(moved)).toMatchObject({ total: 700, paid: 636, due: 64, state: 'partlyPaid' })
    // A deposit booking owing its balance stays "deposit paid".
    expect(bookingFigures({ ...moved, paymentType: 4 })).toMatchObject({ due: 64, state: 'depositPaid' })
  })

  it('balances: active ones pay + due (online or at the center) = total; cancelled ones paid − refunded = fee', () => {
    for (const row of [paidNow, awaiting, onArrival, halfBack, allBack, oldRefund, keptAll, cancelledUnpaid, dinars]) {
      const f = bookingFigures(reservation(row))
      if (row.status === 'Cancelled') {
        expect(f.due + f.dueAtCenter).toBe(0)
        expect(roundMoney(f.paid - f.refunded, f.currency)).toBe(f.fee)
      } else {
        expect(roundMoney(f.paid + f.due + f.dueAtCenter, f.currency)).toBe(f.total)
      }
      expect(f.netPaid).toBe(roundMoney(f.paid - f.refunded, f.currency))
    }
  })
})

describe('invoiceMoney: the invoice adds up', () => {
  it('unit price × quantity = line; subtotal − discount + taxes = total (the issue’s 636 against 795 − 159)', () => {
    const money = invoiceMoney(reservation(paidNow))
    expect(money).toMatchObject({
      unitPrice: 795,
      lineTotal: 795,
      subtotal: 795,
      discount: 159,
      total: 636,
      amountPaid: 636,
      amountDue: 0,
      paymentState: 'paid',
    })
  })

  it('adds up for every seeded shape, three-decimal dinars included', () => {
    for (const row of [paidNow, awaiting, onArrival, halfBack, allBack, oldRefund, keptAll, cancelledUnpaid, dinars]) {
      const money = invoiceMoney(reservation(row))
      const round = (amount: number) => roundMoney(amount, row.currency)
      expect(round(money.unitPrice * row.seats)).toBe(money.lineTotal)
      expect(money.subtotal).toBe(money.lineTotal)
      expect(round(money.subtotal - money.discount + money.taxes.reduce((sum, tax) => sum + tax.amount, 0))).toBe(money.total)
      expect(money.discount).toBeGreaterThanOrEqual(0)
      if (row.status === 'Cancelled') expect(round(money.amountPaid - money.refunded)).toBe(money.cancellationFee)
      else expect(round(money.amountPaid + money.amountDue + money.dueAtCenter)).toBe(money.total)
    }
    expect(invoiceMoney(reservation(onArrival))).toMatchObject({
      unitPrice: 265,
      lineTotal: 530,
      discount: 106,
      amountDue: 0,
      dueAtCenter: 424,
      paymentState: 'payOnArrival',
    })
    expect(invoiceMoney(reservation(dinars))).toMatchObject({
      unitPrice: 40.2,
      lineTotal: 120.6,
      discount: 20.1,
      refunded: 50.25,
      cancellationFee: 50.25,
      paymentState: 'partlyRefunded',
    })
  })

  it('an unpaid pay-now invoice shows nothing paid and the whole total due', () => {
    expect(invoiceMoney(reservation(awaiting))).toMatchObject({ amountPaid: 0, amountDue: 636, dueAtCenter: 0, paymentState: 'unpaid' })
  })
})

describe('tiersAhead and the free-cancellation deadline', () => {
  const policy = {
    tiers: [
      { minDaysBefore: 7, refundPercent: 50 },
      { minDaysBefore: 30, refundPercent: 100 },
      { minDaysBefore: 2, refundPercent: 0 },
    ],
    freeCancellationHours: 168,
  }
  it('lists the tiers still ahead, most generous first, and none that gives nothing', () => {
    expect(tiersAhead(policy, '2027-03-31', Date.parse('2027-02-01T00:00:00Z'))).toEqual([
      { minDaysBefore: 30, refundPercent: 100 },
      { minDaysBefore: 7, refundPercent: 50 },
    ])
    // The 30-day tier ended at midnight UTC on 1 March.
    expect(tiersAhead(policy, '2027-03-31', Date.parse('2027-03-01T00:00:00Z'))).toEqual([{ minDaysBefore: 7, refundPercent: 50 }])
    expect(tiersAhead(policy, '2027-03-31', Date.parse('2027-03-28T09:00:00Z'))).toEqual([])
  })
  it('ends free cancellation where refundPercent stops giving everything back', () => {
    const ends = freeCancellationEnds(policy, '2027-03-31')
    expect(new Date(ends).toISOString()).toBe('2027-03-24T00:00:00.000Z')
    const dayBefore = ends - 86_400_000
    expect([refundPercent(policy, 3, '2027-03-31', dayBefore), refundPercent(policy, 1, '2027-03-31', dayBefore)]).toEqual([100, 50])
    expect(refundPercent(policy, 3, '2027-03-31', ends)).toBe(100)
    // Past it, free cancellation is pay now: the tiers decide.
    expect(refundPercent(policy, 3, '2027-03-31', ends + 1)).toBe(refundPercent(policy, 1, '2027-03-31', ends + 1))
  })
})
