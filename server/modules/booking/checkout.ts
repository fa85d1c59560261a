import { randomBytes } from 'node:crypto'
import type * as v from 'valibot'
import type { CreateBookingBodySchema } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { departureState, paidWhenBooked, paymentTypesOffered } from '../../../contract/departures.ts'
import { balanceDueDate, balanceOpen, depositAmount, depositTerms } from '../../../contract/deposits.ts'
import { noRequirements } from '../../../contract/travellers.ts'
import { paymentSplit, roundMoney } from '../../../contract/wallet.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import { message, priceNowMessage, seatsLeftMessage } from '../../lib/api-texts.ts'
import { queueBalanceReminders, queueConfirmation, queuePaymentReceipt } from '../booking-messages/booking-messages.ts'
import { notify } from '../notifications/notifications.service.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { PaymentDeclinedError, type PaymentProvider } from '../payments/payment-provider.ts'
import { insertPayment } from '../payments/payments.repository.ts'
import { notices } from '../notifications/notices.ts'
import { allRates, lockedCredit, rateBetween, releaseCredit, spendCredit } from '../wallet/wallet.service.ts'
import { type ChargeFor, findReservationForPayment, type LockedReservation, markChargeFailed, markCharging, markPaid } from './charges.repository.ts'
import { findReservationByKey, insertReservation } from './reservations.repository.ts'
import { findBookable, releaseSeats, seatsLeft, takeSeats } from './seats.repository.ts'
import { itemOf, paymentReference } from './rules.ts'
import { insertTravellers, saveTravellers } from './travellers.repository.ts'
import { insertGear } from './gear.repository.ts'
import { takeGear } from './gear.service.ts'
import { insertExtras } from './extras.repository.ts'
import { takeExtras } from './extras.service.ts'
import { insertReservationCabin } from './cabins.repository.ts'
import { cabinTotal, giveBackCabins, priceCabin, takeCabin } from './cabins.service.ts'
import { checkTravellers } from './travellers.service.ts'

type CreateBody = v.InferOutput<typeof CreateBookingBodySchema>

/**
 * How long a request waits for the provider before answering that the payment is being confirmed,
 * and `jobs`, where the booking's messages are queued (with the change they tell of).
 */
export type CheckoutOptions = { chargeTimeoutMs: number; jobs: Jobs }

/**
 * When the settling worker first looks at a charge still in flight: well after the request's own
 * wait, so the worker never races a request that is still waiting for its answer.
 */
export const settleDelayMs = (options: CheckoutOptions) => options.chargeTimeoutMs * 3

/** What a booking or a payment ended as, for the request that asked. */
export type CheckoutOutcome = { reservationId: number; state: 'confirmed' | 'pending' }

type Hold = { reservationId: number; charge: { key: string; amount: number } | null }

/** What a confirmed charge makes of the booking: a deposit booking's first charge pays its deposit, every other pays it whole. */
const paidStatusAfter = (chargeFor: ChargeFor, deposit: unknown): 'Paid' | 'DepositPaid' =>
  chargeFor === 'booking' && deposit !== null ? 'DepositPaid' : 'Paid'

/**
 * Inside the booking's transaction: spends the wallet's part of `amount` under the wallet's lock and,
 * when the card must pay the rest, leaves the reservation `Pending` with the charge's key. The card
 * is charged after the transaction commits (`chargeHold`), never inside it. `paidBefore` is what the
 * booking had paid already (a deposit, when this pays its balance).
 */
async function holdPayment(
  trx: Db,
  options: CheckoutOptions,
  hold: {
    reservationId: number
    userId: number
    amount: number
    currency: string
    reference: string
    useWallet: boolean
    chargeFor: ChargeFor
    deposit: unknown
    paidBefore: { wallet: number; card: number }
  },
): Promise<Hold> {
  const credit = hold.useWallet ? await lockedCredit(trx, hold.userId) : 0
  const split = paymentSplit(hold.amount, hold.currency, credit, await rateBetween(trx, hold.currency, 'USD'), hold.useWallet)
  // A fresh key per attempt: a declined attempt's key would answer "declined" again for ever.
  const key = `${hold.reference}-${randomBytes(6).toString('base64url')}`
  if (split.walletUsd > 0) await spendCredit(trx, hold.userId, split.walletUsd, hold.reservationId, key)
  if (split.card === 0) {
    const wallet = roundMoney(hold.paidBefore.wallet + split.wallet, hold.currency)
    await markPaid(trx, hold.reservationId, { wallet, card: hold.paidBefore.card, status: paidStatusAfter(hold.chargeFor, hold.deposit) })
    return { reservationId: hold.reservationId, charge: null }
  }
  await markCharging(trx, hold.reservationId, {
    wallet: split.wallet,
    key,
    amount: split.card,
    chargeFor: hold.chargeFor,
    settleAfter: new Date(Date.now() + settleDelayMs(options)),
  })
  return { reservationId: hold.reservationId, charge: { key, amount: split.card } }
}

export const nameOf = (row: LockedReservation, lang: Lang) => (lang === 'ar' ? (row.trip_ar ?? row.course_ar) : (row.trip_en ?? row.course_en)) ?? ''
const startOf = (row: LockedReservation) => row.trip_start ?? row.course_start ?? ''

type Confirmed = { id: number; user_id: number; name_en: string; name_ar: string; start: string; reference: string }
const confirmedOf = (row: LockedReservation): Confirmed => ({
  id: row.id,
  user_id: row.user_id,
  name_en: nameOf(row, 'en'),
  name_ar: nameOf(row, 'ar'),
  start: startOf(row),
  reference: row.payment_reference,
})

/**
 * In the confirming transaction: the diver is told in the app, and the confirmation, reminder and
 * review request are queued; with a deposit, the balance's reminders too.
 */
async function confirmed(trx: Db, options: CheckoutOptions, booking: Confirmed, balanceDue: string | null): Promise<void> {
  await notify(
    trx,
    booking.user_id,
    notices.bookingConfirmed({ name: { en: booking.name_en, ar: booking.name_ar }, startDate: booking.start, reference: booking.reference }),
    booking.id,
  )
  await queueConfirmation(options.jobs, trx, booking.id)
  if (balanceDue !== null) await queueBalanceReminders(options.jobs, trx, booking.id, balanceDue)
}

/**
 * In the paying transaction of a booking that waited for its payment, or of a deposit booking's
 * balance: told in the app (what this payment paid), and the receipt queued. A balance's reminders
 * still queued find it paid when they fall due, and stay unsent.
 */
async function paymentReceived(trx: Db, options: CheckoutOptions, row: LockedReservation, paid: number): Promise<void> {
  const notice = notices.paymentReceived(
    { name: { en: nameOf(row, 'en'), ar: nameOf(row, 'ar') }, reference: row.payment_reference, paid, currency: row.currency },
    (await allRates(trx)).rates,
  )
  await notify(trx, row.user_id, notice, row.id)
  await queuePaymentReceipt(options.jobs, trx, row.id, paid)
}

/**
 * Confirms a hold whose charge the provider approved: records the charge and marks it paid. A hold
 * already settled (by the worker, or by the request that waited) is left as it is.
 */
async function confirmCharge(
  db: Db,
  options: CheckoutOptions,
  reservationId: number,
  key: string,
  providerId: string,
  providerReference: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await findReservationForPayment(trx, reservationId, { lock: true })
    if (!row || row.charge_key !== key) return false
    const card = Number(row.charge_amount)
    const chargeWallet = Number(row.charge_wallet ?? 0)
    await insertPayment(trx, {
      reservation_id: row.id,
      provider: providerId,
      provider_reference: providerReference,
      kind: 'charge',
      amount: card.toFixed(2),
      currency: row.currency,
    })
    const chargeFor = row.charge_for ?? 'booking'
    await markPaid(trx, row.id, {
      wallet: roundMoney(Number(row.wallet_paid) + chargeWallet, row.currency),
      card: roundMoney(Number(row.card_paid) + card, row.currency),
      status: paidStatusAfter(chargeFor, row.deposit),
    })
    if (chargeFor === 'booking') await confirmed(trx, options, confirmedOf(row), row.balance_due)
    else await paymentReceived(trx, options, row, roundMoney(card + chargeWallet, row.currency))
    return true
  })
}

/** The provider refused for good: the wallet's part comes back, and a new booking's seats go back on sale. */
async function releaseHold(db: Db, reservationId: number, key: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findReservationForPayment(trx, reservationId, { lock: true })
    if (!row || row.charge_key !== key) return
    await releaseCredit(trx, row.id, key)
    if (row.charge_for === 'booking') {
      await markChargeFailed(trx, row.id, 'PaymentFailed')
      await releaseSeats(trx, itemOf(row), row.seats)
      await giveBackCabins(trx, row.id)
    } else {
      await markChargeFailed(trx, row.id, row.charge_for === 'balance' ? 'Confirmed' : 'AwaitingPayment')
    }
  })
}

/**
 * Charges the card's part of a hold, outside any transaction, and settles the hold by the answer.
 * No answer within the wait leaves it `Pending`: the worker asks the provider again with the same
 * key later, so a charge that went through after the wait is confirmed, never made twice.
 */
export async function chargeHold(
  db: Db,
  provider: PaymentProvider,
  options: CheckoutOptions,
  hold: { reservationId: number; key: string; amount: number; currency: string; reference: string; description: string },
): Promise<'confirmed' | 'pending'> {
  let charged: { providerReference: string }
  try {
    charged = await withTimeout(
      provider.charge({ amount: hold.amount, currency: hold.currency, idempotencyKey: hold.key, reference: hold.reference, description: hold.description }),
      options.chargeTimeoutMs,
    )
  } catch (error) {
    if (!(error instanceof PaymentDeclinedError)) return 'pending'
    await releaseHold(db, hold.reservationId, hold.key)
    throw new HttpError(402, 'PaymentDeclined')
  }
  await confirmCharge(db, options, hold.reservationId, hold.key, provider.id, charged.providerReference)
  return 'confirmed'
}

class ChargeTimeout extends Error {}
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new ChargeTimeout(`no answer in ${ms} ms`)), ms)))
  // A late answer is the worker's business; it must not surface as an unhandled rejection.
  promise.catch(() => undefined)
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/**
 * Books seats on a trip or a course date. One transaction checks the price and takes the seats with
 * the statement that checks them, writes the reservation and spends the wallet's part; the card
 * pays the rest after it commits. A request retried with the same Idempotency-Key finds the
 * reservation it made and carries on from there.
 */
export async function createBooking(
  db: Db,
  provider: PaymentProvider,
  options: CheckoutOptions,
  userId: number,
  body: CreateBody,
  lang: Lang,
  bookingKey: string | null,
): Promise<CheckoutOutcome> {
  const item = body.tripId ? { tripId: body.tripId } : { courseDateId: body.courseId! }
  const made = await inTransaction(db, async (trx) => {
    const earlier = bookingKey ? await findReservationByKey(trx, userId, bookingKey) : undefined
    if (earlier) return { earlier: { id: earlier.id, status: earlier.status, charge_key: earlier.charge_key } }
    const bookable = await findBookable(trx, item)
    if (!bookable) throw new HttpError(404, 'NotFound')
    // The contract's rule, as every Book Now applies it: today's departures have left the jetty.
    if (departureState({ startDate: bookable.start_date, availableSeats: body.seats }) === 'departed') throw new HttpError(409, 'NotBookable')
    const deposit = depositTerms(bookable.deposit_percent, bookable.balance_due_days)
    const offered = paymentTypesOffered(
      { payNow: bookable.pay_now, payLater: bookable.pay_later, deposit },
      { tiers: bookable.cancellation_policy, freeCancellationHours: bookable.free_cancellation_hours },
      bookable.start_date,
    )
    if (!offered.includes(body.paymentType)) {
      // The contract's rule, as the booking page offers them: free cancellation ends at its deadline.
      const code = body.paymentType === 3 && offered.includes(1) ? 'FreeCancellationEnded' : 'PaymentTypeUnavailable'
      throw new HttpError(409, code, [{ path: 'paymentType', message: message(code, lang) }])
    }
    const travellers = body.travellers ?? []
    await checkTravellers(trx, bookable.requirements ?? noRequirements, travellers, bookable.start_date, lang)
    const gear = await takeGear(trx, item, body.gear, body.seats, lang)
    const extras = await takeExtras(trx, item, body.extras, body.seats, body.travellers, lang)
    const cabin = await priceCabin(trx, item, body.cabin, { divers: body.seats, currency: bookable.currency, userId, lang })
    // A cabin's price per person stands for the seat's; its supplement is a line of its own.
    const seatsTotal = cabin ? cabinTotal(cabin, body.seats) : Number(bookable.net_price) * body.seats
    const total = roundMoney(seatsTotal + gear.total + extras.total, bookable.currency)
    if (body.expectedTotal !== null && Math.abs(body.expectedTotal - total) >= 0.005) {
      throw new HttpError(409, 'PriceChanged', [{ path: 'expectedTotal', message: priceNowMessage(total, bookable.currency, lang) }])
    }
    if (!(await takeSeats(trx, item, body.seats))) {
      const left = await seatsLeft(trx, item)
      if (left === 0) throw new HttpError(409, 'SoldOut', [{ path: 'seats', message: message('SoldOut', lang) }])
      throw new HttpError(409, 'NotEnoughSeats', [{ path: 'seats', message: seatsLeftMessage(left, lang) }])
    }
    if (cabin) await takeCabin(trx, cabin, lang)
    // A deposit booking pays its deposit now and the rest by the balance's day (contract/deposits.ts).
    const depositTaken = body.paymentType === 4 && deposit ? depositAmount(total, deposit.percent, bookable.currency) : null
    const balanceDue = depositTaken !== null && deposit ? balanceDueDate(bookable.start_date, deposit.balanceDueDays) : null
    const reference = paymentReference()
    const reservationId = await insertReservation(trx, {
      user_id: userId,
      trip_id: body.tripId ?? null,
      course_date_id: body.tripId ? null : bookable.id,
      seats: body.seats,
      payment_type: body.paymentType,
      payment_status: 'Unpaid',
      status: 'Confirmed',
      price: ((cabin ? cabin.price : Number(bookable.price)) * body.seats).toFixed(2),
      net_price: total.toFixed(2),
      currency: bookable.currency,
      payment_reference: reference,
      booking_key: bookingKey,
      deposit: depositTaken === null ? null : depositTaken.toFixed(2),
      balance_due: balanceDue,
    })
    await insertTravellers(trx, reservationId, travellers)
    await insertGear(trx, reservationId, gear.sold)
    await insertExtras(trx, reservationId, extras.sold)
    if (cabin) await insertReservationCabin(trx, reservationId, cabin)
    await saveTravellers(trx, userId, travellers)
    const booking = { id: reservationId, user_id: userId, name_en: bookable.name_en, name_ar: bookable.name_ar, start: bookable.start_date, reference }
    if (!paidWhenBooked(body.paymentType)) {
      await confirmed(trx, options, booking, null)
      return { hold: { reservationId, charge: null }, total, currency: bookable.currency, reference, description: bookable.name_en }
    }
    const hold = await holdPayment(trx, options, {
      reservationId,
      userId,
      amount: depositTaken ?? total,
      currency: bookable.currency,
      reference,
      useWallet: body.useWallet,
      chargeFor: 'booking',
      deposit: depositTaken,
      paidBefore: { wallet: 0, card: 0 },
    })
    if (!hold.charge) await confirmed(trx, options, booking, balanceDue)
    return { hold, total, currency: bookable.currency, reference, description: bookable.name_en }
  })
  if (made.earlier) return resume(db, provider, options, made.earlier)
  const { hold } = made
  if (!hold.charge) return { reservationId: hold.reservationId, state: 'confirmed' }
  const state = await chargeHold(db, provider, options, {
    reservationId: hold.reservationId,
    ...hold.charge,
    currency: made.currency,
    reference: made.reference,
    description: made.description,
  })
  return { reservationId: hold.reservationId, state }
}

/** A retried request meets the reservation it made: its answer is where that reservation stands now. */
async function resume(
  db: Db,
  provider: PaymentProvider,
  options: CheckoutOptions,
  earlier: { id: number; status: string; charge_key: string | null },
): Promise<CheckoutOutcome> {
  if (earlier.status === 'PaymentFailed') throw new HttpError(402, 'PaymentDeclined')
  if (earlier.status !== 'Pending' || earlier.charge_key === null) return { reservationId: earlier.id, state: 'confirmed' }
  const row = await findReservationForPayment(db, earlier.id)
  if (!row?.charge_key) return { reservationId: earlier.id, state: 'confirmed' }
  const state = await chargeHold(db, provider, options, {
    reservationId: row.id,
    key: row.charge_key,
    amount: Number(row.charge_amount),
    currency: row.currency,
    reference: row.payment_reference,
    description: nameOf(row, 'en'),
  })
  return { reservationId: row.id, state }
}

/**
 * Pays a booking that waits for its payment (an older pay-now booking), or a deposit booking's
 * balance until the end of its day: the wallet's credit first, the card the rest.
 */
export async function payBooking(
  db: Db,
  provider: PaymentProvider,
  options: CheckoutOptions,
  userId: number,
  reservationId: number,
  useWallet: boolean,
): Promise<CheckoutOutcome> {
  const made = await inTransaction(db, async (trx) => {
    const row = await findReservationForPayment(trx, reservationId, { lock: true, userId })
    if (!row) throw new HttpError(404, 'ReservationNotFound')
    if (row.status === 'Pending') throw new HttpError(409, 'PaymentInProgress')
    const balance = row.payment_status === 'DepositPaid' && row.status === 'Confirmed'
    if (!balance && (row.payment_status !== 'Unpaid' || row.status !== 'AwaitingPayment')) throw new HttpError(409, 'NothingToPay')
    // Past its day the balance is no longer taken: the center's rule cancels the booking (`cancelOverdueBalances`).
    if (balance && (row.balance_due === null || !balanceOpen(row.balance_due))) throw new HttpError(409, 'BalanceOverdue')
    const paidBefore = balance ? { wallet: Number(row.wallet_paid), card: Number(row.card_paid) } : { wallet: 0, card: 0 }
    const amount = roundMoney(Number(row.net_price) - paidBefore.wallet - paidBefore.card, row.currency)
    const hold = await holdPayment(trx, options, {
      reservationId,
      userId,
      amount,
      currency: row.currency,
      reference: row.payment_reference,
      useWallet,
      chargeFor: balance ? 'balance' : 'payment',
      deposit: row.deposit,
      paidBefore,
    })
    if (!hold.charge) await paymentReceived(trx, options, row, amount)
    return { hold, row }
  })
  const { hold, row } = made
  if (!hold.charge) return { reservationId, state: 'confirmed' }
  const state = await chargeHold(db, provider, options, {
    reservationId,
    ...hold.charge,
    currency: row.currency,
    reference: row.payment_reference,
    description: nameOf(row, 'en'),
  })
  return { reservationId, state }
}
