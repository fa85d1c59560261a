import { type Lang } from '../../../contract/common.ts'
import { departureState } from '../../../contract/departures.ts'
import type { CabinChoice } from '../../../contract/liveaboards.ts'
import { canMove, freeMoveEnds, type MoveQuote, moveFee, moveMoney } from '../../../contract/moves.ts'
import { noRequirements, type Traveller } from '../../../contract/travellers.ts'
import { roundMoney } from '../../../contract/wallet.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import { message, priceNowMessage, seatsLeftMessage } from '../../lib/api-texts.ts'
import { queueMoved } from '../booking-messages/booking-messages.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { creditRefund, toUsd } from '../wallet/wallet.service.ts'
import { entered } from './booking.service.ts'
import { findReservationCabin, insertReservationCabin, removeReservationCabin } from './cabins.repository.ts'
import { cabinTotal, choiceOf, giveBackCabins, priceCabin, takeCabin } from './cabins.service.ts'
import { findExtras, insertExtras, removeExtras } from './extras.repository.ts'
import { takeExtras } from './extras.service.ts'
import { findGear, insertGear, removeGear } from './gear.repository.ts'
import { takeGear } from './gear.service.ts'
import { findMoveSource, findMoveTarget, insertMove, markMoved } from './moves.repository.ts'
import { itemOf, paidOnline } from './rules.ts'
import { releaseSeats, seatsLeft, takeSeats } from './seats.repository.ts'
import { findTravellers } from './travellers.repository.ts'
import { checkTravellers } from './travellers.service.ts'

type Target = { reservationId: number; tripId?: number; courseId?: number; cabin?: CabinChoice }

/**
 * A move as it would be made now (`lock`: in the moving transaction, with the reservation and the
 * gear's sizes locked): the booking's own checks (confirmed, its day not come), the new date's
 * (another of the same trip or course, not departed, its travellers still meet what it asks), the
 * gear, a liveaboard's extras and its cabin taken again and re-priced for it, the fee by the center's
 * rule and what the money does.
 */
async function planMove(db: Db, userId: number, target: Target, lang: Lang, lock: boolean) {
  const source = await findMoveSource(db, userId, target.reservationId, lock)
  if (!source) throw new HttpError(404, 'ReservationNotFound')
  if (!canMove({ status: source.status, startDate: source.start_date })) throw new HttpError(409, 'NotMovable')
  const dest = await findMoveTarget(db, source, target)
  const field = source.trip_id !== null ? 'tripId' : 'courseId'
  if (!dest || dest.currency !== source.currency) {
    throw new HttpError(400, 'MoveTargetInvalid', [{ path: field, message: message('MoveTargetInvalid', lang) }])
  }
  if (departureState({ startDate: dest.start_date, availableSeats: source.seats }) === 'departed') {
    throw new HttpError(409, 'NotBookable', [{ path: field, message: message('NotBookable', lang) }])
  }
  const destItem = source.trip_id !== null ? { tripId: dest.id } : { courseDateId: dest.id }
  const travellers: Traveller[] = (await findTravellers(db, source.id)).map((row) => ({ ...entered(row), notes: row.notes }))
  await checkTravellers(db, dest.requirements ?? noRequirements, travellers, dest.start_date, lang)
  const gear = await takeGear(
    db,
    destItem,
    (await findGear(db, source.id)).map((piece) => ({ position: piece.position, rentalId: piece.rental_id, size: piece.size })),
    source.seats,
    lang,
  )
  // A liveaboard's extras go with the travellers, priced for the new date's days and dives.
  const extras = await takeExtras(
    db,
    destItem,
    (await findExtras(db, source.id)).map((row) => ({ position: row.position, item: row.item })),
    source.seats,
    travellers,
    lang,
  )
  // A liveaboard's cabin goes with the divers: the one the diver chose on the new date, else the same
  // type, whole or with a berth shared with the same sex (decision 054), at that date's price
  // (`cabinSale`, as Booking/Create sells it). A cabin asked of a booking of seats is not sold.
  const booked = await findReservationCabin(db, source.id)
  const choice = target.cabin ?? (booked ? choiceOf(booked) : null)
  // A refusal of the cabin the diver chose is said beside it; of the booking's own, beside the date.
  const cabinField = target.cabin ? 'cabin' : field
  const cabin = choice ? await priceCabin(db, destItem, choice, { divers: source.seats, currency: source.currency, userId, lang, field: cabinField }) : null
  const rule = { freeDays: source.move_free_days, feePercent: source.move_fee_percent }
  const seatsPrice = cabin ? cabinTotal(cabin, source.seats) : Number(dest.net_price) * source.seats
  const newPrice = roundMoney(seatsPrice + gear.total + extras.total, source.currency)
  const fee = moveFee(rule, Number(source.net_price), source.currency, source.start_date)
  const paid = paidOnline(source)
  const money = moveMoney({
    paid,
    newTotal: newPrice,
    fee,
    payOnArrival: source.payment_type === 2,
    currency: source.currency,
    newStart: dest.start_date,
    balanceDueDays: source.balance_due_days,
  })
  return { source, dest, destItem, gear, extras, cabin, field, cabinField, rule, newPrice, fee, paid, money }
}

/** What moving the caller's booking to that date would cost and give back now (Booking/MoveQuote). */
export async function moveQuote(db: Db, userId: number, target: Target, lang: Lang): Promise<MoveQuote> {
  const plan = await planMove(db, userId, target, lang, false)
  const freeEnds = freeMoveEnds(plan.rule, plan.source.start_date)
  return {
    reservationId: plan.source.id,
    fromDate: plan.source.start_date,
    toDate: plan.dest.start_date,
    currency: plan.source.currency,
    newPrice: plan.newPrice,
    fee: plan.fee,
    freeUntil: freeEnds > Date.now() ? new Date(freeEnds).toISOString() : null,
    total: plan.money.total,
    paid: plan.paid,
    refund: plan.money.refund,
    owed: plan.money.owed,
    owedBy: plan.money.owedBy,
    rule: plan.rule,
  }
}

/**
 * Moves the caller's booking to another date of the same trip or course, in one transaction: the
 * seats, and a liveaboard's cabin, are taken on the new date by the statement that checks them and
 * given back on the old, the gear is taken again for the new date, the booking keeps its reference
 * and travellers and takes the new price with the center's fee. What was paid beyond it goes back
 * to the wallet; what it falls short is left to pay as a deposit booking's balance (Booking/Pay), by
 * its day. The diver is told by mail and push, with the calendar event moved, and the new date's
 * reminders are queued.
 */
export async function moveBooking(db: Db, jobs: Jobs, userId: number, body: Target & { expectedTotal: number }, lang: Lang) {
  return inTransaction(db, async (trx) => {
    const plan = await planMove(trx, userId, body, lang, true)
    const { source, dest, destItem, cabin, field, cabinField, money } = plan
    if (Math.abs(body.expectedTotal - money.total) >= 0.005) {
      throw new HttpError(409, 'PriceChanged', [{ path: 'expectedTotal', message: priceNowMessage(money.total, source.currency, lang) }])
    }
    if (!(await takeSeats(trx, destItem, source.seats))) {
      const left = await seatsLeft(trx, destItem)
      if (left === 0) throw new HttpError(409, 'SoldOut', [{ path: field, message: message('SoldOut', lang) }])
      throw new HttpError(409, 'NotEnoughSeats', [{ path: field, message: seatsLeftMessage(left, lang) }])
    }
    await releaseSeats(trx, itemOf(source), source.seats)
    if (cabin) {
      // The new date's cabin, taken by the statement that checks it is there; the old one back on sale.
      await takeCabin(trx, cabin, lang, cabinField)
      await giveBackCabins(trx, source.id)
      await removeReservationCabin(trx, source.id)
      await insertReservationCabin(trx, source.id, cabin)
    }
    await removeGear(trx, source.id)
    await insertGear(trx, source.id, plan.gear.sold)
    await removeExtras(trx, source.id)
    await insertExtras(trx, source.id, plan.extras.sold)
    // What was paid follows the booking: a refund comes off the card's part first (it is the wallet's
    // now), and a shortfall makes what was paid the deposit of a balance due by its day.
    const cardPaid = Math.max(0, roundMoney(Number(source.card_paid) - money.refund, source.currency))
    const walletPaid = roundMoney(plan.paid - money.refund - cardPaid, source.currency)
    const paidOnline = source.payment_type !== 2
    await markMoved(trx, source.id, {
      trip_id: source.trip_id !== null ? dest.id : null,
      course_date_id: source.trip_id !== null ? null : dest.id,
      payment_status: !paidOnline ? source.payment_status : money.owed > 0 ? 'DepositPaid' : 'Paid',
      // A cabin's price per person stands for the seat's, as at booking.
      price: (cabin ? cabin.price : Number(dest.price)) * source.seats,
      netPrice: money.total,
      walletPaid: paidOnline ? walletPaid : 0,
      cardPaid: paidOnline ? cardPaid : 0,
      deposit: paidOnline && money.owed > 0 ? plan.paid : null,
      balanceDue: money.owedBy,
    })
    const refundUsd = money.refund > 0 ? await toUsd(trx, money.refund, source.currency) : 0
    if (refundUsd > 0) await creditRefund(trx, userId, refundUsd, source.id)
    await insertMove(trx, {
      reservationId: source.id,
      fromStart: source.start_date,
      toStart: dest.start_date,
      fee: plan.fee,
      refund: money.refund,
      owed: money.owed,
    })
    const outcome = {
      from: source.start_date,
      to: dest.start_date,
      fee: plan.fee,
      refundUsd,
      owed: money.owed,
      owedBy: money.owedBy,
      currency: source.currency,
    }
    await queueMoved(jobs, trx, source.id, outcome, Number(source.moves ?? 0) + 1)
    return outcome
  })
}
