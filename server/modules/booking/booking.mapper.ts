import { type Invoice, invoiceMoney, recordedMoney, type Reservation, type StoredMoney } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import type { InvoiceRow } from './documents.repository.ts'
import type { ReservationRow } from './reservations.repository.ts'
import { canCancel } from './rules.ts'
import { localized } from '../../lib/lang.ts'
import { bookedCabinText, extraLine, moveFeeLine, rentalLine, supplementLine } from '../../lib/api-texts.ts'
import { formatDay } from '../../../shared/format.ts'
import { cabinName } from '../liveaboards/liveaboards.labels.ts'
import type { CabinType, Sex } from '../../../contract/liveaboards.ts'
import type { PaymentType } from '../../../contract/departures.ts'
import { roundMoney } from '../../../contract/wallet.ts'

/** The money columns of a reservation row, as the contract's money rule reads them. */
function storedMoney(
  row: Pick<ReservationRow, 'net_price' | 'currency' | 'payment_status' | 'status' | 'refund_amount' | 'cancellation_fee' | 'deposit'>,
): StoredMoney {
  return {
    netPrice: Number(row.net_price),
    currency: row.currency,
    paymentStatus: row.payment_status,
    status: row.status,
    refundAmount: row.refund_amount === null ? null : Number(row.refund_amount),
    cancellationFee: row.cancellation_fee === null ? null : Number(row.cancellation_fee),
    deposit: row.deposit === null ? null : Number(row.deposit),
  }
}

/** A deposit booking's balance day, shown while the balance is still to pay (an active booking, `DepositPaid`). */
const balanceDueOf = (row: Pick<ReservationRow, 'balance_due' | 'payment_status' | 'status'>): string | null =>
  row.payment_status === 'DepositPaid' && (row.status === 'Confirmed' || row.status === 'Pending') ? row.balance_due : null

/** SPEC §3 Reservation from its row, in the request's language. */
export function toReservation(row: ReservationRow, lang: Lang, now: Date): Reservation {
  const isTrip = row.trip_id !== null
  const startDate = (isTrip ? row.trip_start : row.course_start) ?? ''
  return {
    reservationId: row.id,
    tripName: isTrip ? localized(row, 'trip', lang) : null,
    courseName: isTrip ? null : localized(row, 'course', lang),
    branchId: row.branch_id,
    branchName: localized(row, 'branch', lang),
    startDate,
    seats: row.seats,
    price: Number(row.price),
    totalPricePaidByCustomer: Number(row.net_price),
    currency: row.currency,
    paymentStatus: row.payment_status,
    paymentType: row.payment_type as PaymentType,
    status: row.status,
    paymentRefrence: row.payment_reference,
    tempId: (isTrip ? row.trip_id : row.course_date_id)!,
    tripIdOrCourseId: (isTrip ? row.trip_id : row.template_id)!,
    livaboardId: row.trip_kind === 'liveaboard' ? row.trip_id : null,
    reviewId: row.review_id,
    showCancelButton: canCancel(row.status, startDate, now),
    createdAt: row.created_at.toISOString(),
    days: (isTrip ? row.trip_days : row.duration_days) ?? 1,
    cancellationPolicy: { tiers: row.cancellation_policy, freeCancellationHours: row.free_cancellation_hours },
    ...recordedMoney(storedMoney(row)),
    deposit: row.deposit === null ? null : Number(row.deposit),
    balanceDue: balanceDueOf(row),
    moveRule: { freeDays: row.move_free_days, feePercent: row.move_fee_percent },
    moves: Number(row.moves ?? 0),
  }
}

type CabinRow = { cabin_type: CabinType; cabins: number; shared_with: Sex | null; supplement: string }
type GearRow = { rental_id: number; size: string; name_en: string; name_ar: string; price: string }

/** Rented gear as invoice lines: one a rental, size and price, with how many were rented. */
function gearLines(gear: readonly GearRow[], lang: Lang) {
  const lines = new Map<string, { name: string; size: string; unitPrice: number; quantity: number }>()
  for (const piece of gear) {
    const key = `${piece.rental_id}:${piece.size}:${piece.price}`
    const line = lines.get(key) ?? { name: localized(piece, 'name', lang), size: piece.size, unitPrice: Number(piece.price), quantity: 0 }
    line.quantity += 1
    lines.set(key, line)
  }
  return [...lines.values()]
}

type MoveRow = { from_start: string; to_start: string; fee: string }
type ExtraRow = { item: string; name_en: string; name_ar: string; unit: 'trip' | 'day' | 'dive'; units: number; price: string }

/** A liveaboard's extras as invoice lines: one an extra and the price it was sold at, with how many travellers took it. */
function extraLines(extras: readonly ExtraRow[], lang: Lang) {
  const lines = new Map<string, { description: string; unitPrice: number; quantity: number }>()
  for (const extra of extras) {
    const key = `${extra.item}:${extra.units}:${extra.price}`
    const description = extraLine(localized(extra, 'name', lang), extra.unit, extra.units, lang)
    const line = lines.get(key) ?? { description, unitPrice: Number(extra.price), quantity: 0 }
    line.quantity += 1
    lines.set(key, line)
  }
  return [...lines.values()]
}

/**
 * The invoice of a reservation: the trip or course date × seats, then the cabin's supplement, the
 * gear its travellers rent and the extras they took (each at the price it was sold at) and each
 * move's fee; no taxes today.
 */
export function toInvoice(
  row: InvoiceRow,
  { gear, extras: booked }: { gear: readonly GearRow[]; extras: readonly ExtraRow[] },
  cabin: CabinRow | undefined,
  moves: readonly MoveRow[],
  lang: Lang,
): Invoice {
  const isTrip = row.trip_id !== null
  const paymentType = row.payment_type as PaymentType
  const startDate = (isTrip ? row.trip_start : row.course_start) ?? ''
  const days = (isTrip ? row.trip_days : row.course_days) ?? 1
  const rented = gearLines(gear, lang).map((line) => ({
    description: rentalLine(line.name, line.size, lang),
    startDate,
    days,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    total: roundMoney(line.unitPrice * line.quantity, row.currency),
  }))
  const cabinNamed = cabin ? cabinName(cabin.cabin_type, lang) : null
  const supplement = cabin && Number(cabin.supplement) > 0 ? Number(cabin.supplement) : 0
  const extras = [
    ...(cabinNamed && supplement > 0
      ? [{ description: supplementLine(cabinNamed, lang), startDate, days, quantity: 1, unitPrice: supplement, total: supplement }]
      : []),
    ...rented,
    ...extraLines(booked, lang).map((line) => ({
      description: line.description,
      startDate,
      days,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: roundMoney(line.unitPrice * line.quantity, row.currency),
    })),
    ...moves
      .filter((move) => Number(move.fee) > 0)
      .map((move) => ({
        description: moveFeeLine(formatDay(move.from_start, lang), formatDay(move.to_start, lang), lang),
        startDate,
        days,
        quantity: 1,
        unitPrice: Number(move.fee),
        total: Number(move.fee),
      })),
  ]
  // The reservation's figures, by the same rule as every screen: the invoice's lines add up.
  const money = invoiceMoney(
    {
      price: Number(row.price),
      seats: row.seats,
      totalPricePaidByCustomer: Number(row.net_price),
      currency: row.currency,
      paymentType,
      status: row.status,
      ...recordedMoney(storedMoney(row)),
    },
    extras,
  )
  return {
    invoiceNumber: `INV-${row.payment_reference.replace(/^RL-/, '')}`,
    issuedAt: row.created_at.toISOString(),
    reservationId: row.id,
    type: isTrip ? 'trip' : 'course',
    tempId: (isTrip ? row.trip_id : row.course_date_id)!,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentType,
    paymentRefrence: row.payment_reference,
    seller: {
      branchId: row.branch_id,
      name: localized(row, 'branch', lang),
      city: localized(row, 'city', lang),
      country: localized(row, 'branch_country', lang),
      tel: row.tel,
      mobile: row.branch_mobile,
      website: row.website,
    },
    buyer: { name: row.buyer_name, email: row.buyer_email, mobile: row.buyer_mobile, country: localized(row, 'buyer_country', lang) ?? null },
    items: [
      {
        description: [
          isTrip ? localized(row, 'trip', lang) : localized(row, 'course', lang),
          cabinNamed ? bookedCabinText(cabinNamed, cabin!.cabins, cabin!.shared_with, lang) : null,
        ]
          .filter(Boolean)
          .join(' · '),
        startDate,
        days,
        quantity: row.seats,
        unitPrice: money.unitPrice,
        total: money.lineTotal,
      },
      ...extras,
    ],
    currency: row.currency,
    subtotal: money.subtotal,
    discount: money.discount,
    taxes: money.taxes,
    total: money.total,
    amountPaid: money.amountPaid,
    refunded: money.refunded,
    cancellationFee: money.cancellationFee,
    amountDue: money.amountDue,
    dueAtCenter: money.dueAtCenter,
    paymentState: money.paymentState,
  }
}
