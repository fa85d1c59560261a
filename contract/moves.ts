import * as v from 'valibot'
import { todayUtc } from './activities.ts'
import { envelope, QueryInt } from './common.ts'
import { balanceDueDate } from './deposits.ts'
import { CabinChoiceSchema, CabinKeySchema } from './liveaboards.ts'
import { Id, MoveRuleSchema, ReservationSchema, startsAt } from './booking.ts'
import { roundMoney } from './wallet.ts'

/**
 * Moving a booking to another date of the same trip or course: one rule for the voucher's Change
 * date, Booking/MoveQuote and Booking/Move. The center's rule: free until `freeDays` before the
 * start (midnight UTC, as the cancellation policy counts days), then `feePercent` of the booking's
 * total. What was paid follows the booking: more than the new total comes back to the wallet, less
 * leaves the rest to pay as a deposit booking's balance (contract/deposits.ts), by its day.
 */
export { MoveRuleSchema }
export type MoveRule = v.InferOutput<typeof MoveRuleSchema>

const DAY_MS = 86_400_000

/** Until when (epoch ms) a move is free: `freeDays` before the start. */
export const freeMoveEnds = (rule: MoveRule, startDate: string): number => startsAt(startDate) - rule.freeDays * DAY_MS

/** The fee for moving a booking of `total` now: nothing while the free time lasts, else the rule's share. */
export function moveFee(rule: MoveRule, total: number, currency: string, startDate: string, now: Date | number = Date.now()): number {
  return Number(now) < freeMoveEnds(rule, startDate) ? 0 : roundMoney((total * rule.feePercent) / 100, currency)
}

/** Whether a booking can move now: confirmed (paid, a deposit paid, or paid on arrival) and its day not come. */
export const canMove = (reservation: { status: string; startDate: string }, now: Date | number = Date.now()): boolean =>
  reservation.status === 'Confirmed' && reservation.startDate > todayUtc(now)

/**
 * What a move does to the money: the booking's new total is the new date's price with the fee; paid
 * on arrival, nothing moves now. Otherwise what was paid beyond it comes back (`refund`, to the
 * wallet), and what it falls short is `owed`, due by `owedBy` (the center's balance day for the new
 * date, at least two days from today and before the start).
 */
export function moveMoney(
  move: { paid: number; newTotal: number; fee: number; payOnArrival: boolean; currency: string; newStart: string; balanceDueDays: number },
  now: Date | number = Date.now(),
): { total: number; refund: number; owed: number; owedBy: string | null } {
  const total = roundMoney(move.newTotal + move.fee, move.currency)
  if (move.payOnArrival) return { total, refund: 0, owed: 0, owedBy: null }
  const refund = Math.max(0, roundMoney(move.paid - total, move.currency))
  const owed = Math.max(0, roundMoney(total - move.paid, move.currency))
  return { total, refund, owed, owedBy: owed > 0 ? owedDay(move.newStart, move.balanceDueDays, now) : null }
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function owedDay(newStart: string, balanceDueDays: number, now: Date | number): string {
  const soonest = dayOf(startsAt(todayUtc(now)) + 2 * DAY_MS)
  const latest = dayOf(startsAt(newStart) - DAY_MS)
  const centers = balanceDueDate(newStart, balanceDueDays)
  const day = centers > soonest ? centers : soonest
  return day < latest ? day : latest
}

const QueryId = QueryInt(1, 2_147_483_647)
/** The date a booking would move to: a trip's or a course's, as the booking is. */
export const MoveQuoteQuerySchema = v.pipe(
  v.object({
    reservationId: QueryId,
    tripId: v.optional(QueryId),
    courseId: v.optional(QueryId),
    /** a liveaboard booking's cabin on the new date, as `cabinKey` spells it (absent: the one it has, decision 054) */
    cabin: v.optional(CabinKeySchema),
  }),
  v.check((query) => (query.tripId === undefined) !== (query.courseId === undefined), 'Give exactly one of tripId and courseId.'),
)

export const moveQuotePath = '/Booking/MoveQuote'
/** What moving to that date would cost and give back, at the server's prices of now. */
export const MoveQuoteSchema = v.object({
  reservationId: v.number(),
  fromDate: v.string(),
  toDate: v.string(),
  currency: v.string(),
  /** the new date's price for the booking's seats (and cabin), with its gear re-priced */
  newPrice: v.number(),
  fee: v.number(),
  /** ISO 8601: until when a move is free, while it is ahead; else null */
  freeUntil: v.nullable(v.string()),
  /** the booking's total after the move: the new price and the fee */
  total: v.number(),
  paid: v.number(),
  /** back to the wallet, in `currency` */
  refund: v.number(),
  /** left to pay after the move, by `owedBy` (YYYY-MM-DD) */
  owed: v.number(),
  owedBy: v.nullable(v.string()),
  rule: MoveRuleSchema,
})
export type MoveQuote = v.InferOutput<typeof MoveQuoteSchema>
export const MoveQuoteResponseSchema = envelope(MoveQuoteSchema)

export const moveBookingPath = '/Booking/Move'
export const MoveBookingBodySchema = v.pipe(
  v.object({
    reservationId: Id,
    tripId: v.optional(Id),
    courseId: v.optional(Id),
    /** a liveaboard booking's cabin on the new date (absent: the one it has, decision 054) */
    cabin: v.optional(CabinChoiceSchema),
    /** the total the diver was shown (MoveQuote's `total`): a different one is refused, 409 PriceChanged */
    expectedTotal: v.number(),
  }),
  v.check((body) => (body.tripId === undefined) !== (body.courseId === undefined), 'Give exactly one of tripId and courseId.'),
)
export const MoveBookingResponseSchema = envelope(ReservationSchema)
