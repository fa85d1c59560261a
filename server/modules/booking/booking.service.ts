import {
  type CancellationQuote,
  freeCancellationEnds,
  type Invoice,
  type Reservation,
  type ReservationsResponse,
  refundPercent,
  startsAt,
  travellersEditableUntil,
  type Voucher,
} from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { noRequirements, type SavedTraveller } from '../../../contract/travellers.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import { roundMoney } from '../../../contract/wallet.ts'
import { queueCancellation } from '../booking-messages/booking-messages.ts'
import { notify } from '../notifications/notifications.service.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { included } from '../trips/trips.mapper.ts'
import { notices } from '../notifications/notices.ts'
import { allRates, creditRefund, toUsd } from '../wallet/wallet.service.ts'
import { toInvoice, toReservation } from './booking.mapper.ts'
import { markRefundDue } from './charges.repository.ts'
import { findInvoiceRow, findVoucherRow } from './documents.repository.ts'
import { findSavedTravellers, findTravellers } from './travellers.repository.ts'
import { findGear } from './gear.repository.ts'
import { findExtras } from './extras.repository.ts'
import { bookedExtras } from './extras.service.ts'
import { findReservationCabin } from './cabins.repository.ts'
import { giveBackCabins } from './cabins.service.ts'
import { cabinName } from '../liveaboards/liveaboards.labels.ts'
import { voucherLiveaboard } from '../liveaboards/liveaboards.service.ts'
import {
  findReservation,
  findPastReservations,
  findUpcomingReservations,
  findOverdueBalances,
  findReservationTerms,
  markCancelled,
  type ReservationTermsRow,
} from './reservations.repository.ts'
import { releaseSeats } from './seats.repository.ts'
import { canCancel, itemOf, paidOnline } from './rules.ts'
import { todayUtc } from '../../../contract/departures.ts'
import { balanceOpen } from '../../../contract/deposits.ts'
import type { PaymentType } from '../../../contract/departures.ts'
import { localized } from '../../lib/lang.ts'
import { findMoves } from './moves.repository.ts'

/**
 * SPEC §3: `upcomming` (sic) holds active bookings from today on, soonest first (all of them: the
 * device keeps them for the boat); `past` the rest, newest first, the `pastLimit` newest.
 */
export async function reservations(db: Db, userId: number, lang: Lang, pastLimit: number): Promise<ReservationsResponse> {
  const now = new Date()
  const today = todayUtc(now)
  const [upcomingRows, past] = await Promise.all([findUpcomingReservations(db, userId, today), findPastReservations(db, userId, today, pastLimit)])
  const upcoming = upcomingRows.map((row) => toReservation(row, lang, now))
  const pastOnes = past.rows.map((row) => toReservation(row, lang, now))
  const trips = (list: Reservation[]) => list.filter((r) => r.tripName !== null)
  const courses = (list: Reservation[]) => list.filter((r) => r.courseName !== null)
  return {
    data: {
      past: { pastTripReservationsAfterAddingReview: trips(pastOnes), pastCourseReservationsAfterAddingReview: courses(pastOnes) },
      upcomming: { upcomingTripReservations: trips(upcoming), upcomingCourseReservations: courses(upcoming) },
    },
    metaData: { pastTotal: past.total, pastLimit },
  }
}

export async function reservation(db: Db, userId: number, reservationId: number, lang: Lang): Promise<Reservation> {
  const row = await findReservation(db, userId, reservationId)
  if (!row) throw new HttpError(404, 'ReservationNotFound')
  return toReservation(row, lang, new Date())
}

export async function invoice(db: Db, userId: number, reservationId: number, lang: Lang): Promise<Invoice> {
  const row = await findInvoiceRow(db, userId, reservationId)
  if (!row) throw new HttpError(404, 'ReservationNotFound')
  const [gear, extras, cabin, moves] = await Promise.all([
    findGear(db, row.id),
    findExtras(db, row.id),
    findReservationCabin(db, row.id),
    findMoves(db, row.id),
  ])
  return toInvoice(row, { gear, extras }, cabin, moves, lang)
}

const startOf = (row: ReservationTermsRow) => row.trip_start ?? row.course_start ?? ''

/** What cancelling now would give back and keep, by the operator's policy. */
function terms(row: ReservationTermsRow, now: number): CancellationQuote {
  const policy = { tiers: row.cancellation_policy, freeCancellationHours: row.free_cancellation_hours }
  const paymentType = row.payment_type as PaymentType
  // A deposit booking whose balance is still open has paid its deposit: that is what the policy applies to.
  const paid = paidOnline(row)
  const percent = refundPercent(policy, paymentType, startOf(row), now)
  const refund = roundMoney((paid * percent) / 100, row.currency)
  // The next moment the refund drops: the free-cancellation deadline, or the current tier's end.
  const start = startsAt(startOf(row))
  const boundaries = [
    ...(paymentType === 3 ? [freeCancellationEnds(policy, startOf(row))] : []),
    ...policy.tiers.map((t) => start - t.minDaysBefore * 86_400_000),
  ]
    .filter((at) => at > now)
    .sort((a, b) => a - b)
  return {
    reservationId: row.id,
    cancellable: canCancel(row.status, startOf(row), new Date(now)),
    paid,
    refundPercent: percent,
    refund,
    fee: roundMoney(paid - refund, row.currency),
    currency: row.currency,
    refundUsd: 0,
    refundTo: refund > 0 ? (Number(row.card_paid) > 0 ? ['wallet', 'original'] : ['wallet']) : [],
    policy,
    paymentType,
    validUntil: percent > 0 && boundaries.length > 0 ? new Date(boundaries[0]!).toISOString() : null,
  }
}

export async function cancellationQuote(db: Db, userId: number, reservationId: number): Promise<CancellationQuote> {
  const row = await findReservationTerms(db, userId, reservationId)
  if (!row) throw new HttpError(404, 'ReservationNotFound')
  const quote = terms(row, Date.now())
  return { ...quote, refundUsd: await toUsd(db, quote.refund, row.currency) }
}

/**
 * Cancels the caller's own reservation while it has not started. The operator's policy decides what
 * comes back: to the wallet (in USD, valid a year) or, with `original`, the card's part back to the
 * card; the rest is the fee. Seats go back on sale. A card refund is owed from this transaction on
 * and sent to the provider after it commits (`refundToCard`), never from inside it.
 */
export async function cancelReservation(db: Db, jobs: Jobs, userId: number, reservationId: number, reason: string, refundTo: 'wallet' | 'original') {
  return inTransaction(db, async (trx) => {
    const row = await findReservationTerms(trx, userId, reservationId, true)
    if (!row) throw new HttpError(404, 'ReservationNotFound')
    return cancelLocked(trx, jobs, row, { reason, refundTo })
  })
}

/**
 * The settling worker's look at deposit bookings whose balance's day has passed unpaid: each is
 * cancelled under its center's policy (what the policy gives back of the deposit goes to the wallet),
 * and the diver is told why. Re-read under the row's lock: a balance paid, or a payment started, in
 * the meantime keeps the booking. Answers how many were cancelled.
 */
export async function cancelOverdueBalances(db: Db, jobs: Jobs, limit = 20): Promise<number> {
  let cancelled = 0
  for (const due of await findOverdueBalances(db, todayUtc(), limit)) {
    const done = await inTransaction(db, async (trx) => {
      const row = await findReservationTerms(trx, due.user_id, due.id, true)
      if (!row || row.payment_status !== 'DepositPaid' || row.balance_due === null || balanceOpen(row.balance_due)) return false
      // Started meanwhile (or cancelled, or paid): nothing the rule can still cancel.
      if (!canCancel(row.status, startOf(row))) return false
      await cancelLocked(trx, jobs, row, { reason: 'Balance not paid by its due date', refundTo: 'wallet', balanceUnpaid: row.balance_due })
      return true
    })
    if (done) cancelled += 1
  }
  return cancelled
}

/** Cancels a reservation locked in this transaction, by its policy: what comes back, where, and who is told. */
async function cancelLocked(trx: Db, jobs: Jobs, row: ReservationTermsRow, how: { reason: string; refundTo: 'wallet' | 'original'; balanceUnpaid?: string }) {
  const userId = row.user_id
  const { reason, refundTo } = how
  const quote = terms(row, Date.now())
  if (!quote.cancellable) throw new HttpError(409, 'NotCancellable')
  const toCard = refundTo === 'original' ? Math.min(quote.refund, Number(row.card_paid)) : 0
  const toWallet = roundMoney(quote.refund - toCard, row.currency)
  const refundUsd = toWallet > 0 ? await toUsd(trx, toWallet, row.currency) : 0
  await markCancelled(trx, row.id, {
    reason: reason || null,
    paymentStatus: quote.refund > 0 ? 'Refunded' : row.payment_status,
    fee: quote.fee,
    refund: quote.refund,
  })
  await releaseSeats(trx, itemOf(row), row.seats)
  await giveBackCabins(trx, row.id)
  if (toCard > 0) await markRefundDue(trx, row.id, { key: `${row.payment_reference}-refund`, amount: toCard, settleAfter: new Date() })
  if (refundUsd > 0) await creditRefund(trx, userId, refundUsd, row.id)
  const notice = notices.reservationCancelled({ toCard, toWalletUsd: refundUsd, fee: quote.fee, currency: row.currency }, (await allRates(trx)).rates)
  await notify(trx, userId, notice, row.id)
  await queueCancellation(jobs, trx, row.id, {
    refund: quote.refund,
    fee: quote.fee,
    toCard,
    toWalletUsd: refundUsd,
    currency: row.currency,
    ...(how.balanceUnpaid ? { balanceUnpaid: how.balanceUnpaid } : {}),
  })
  return { refundedToWallet: refundUsd, refund: quote.refund, fee: quote.fee, currency: row.currency, refundToCard: toCard > 0 }
}

export async function voucher(db: Db, userId: number, reservationId: number, lang: Lang): Promise<Voucher> {
  const row = await findVoucherRow(db, userId, reservationId)
  if (!row) throw new HttpError(404, 'ReservationNotFound')
  const kind = row.trip_id !== null ? row.trip_kind! : 'course'
  const start = row.trip_start ?? row.course_start ?? ''
  const policy = { tiers: row.cancellation_policy, freeCancellationHours: row.free_cancellation_hours }
  const freeEnds = freeCancellationEnds(policy, start)
  const [gear, extras, cabin, liveaboard] = await Promise.all([
    findGear(db, row.id),
    findExtras(db, row.id),
    findReservationCabin(db, row.id),
    kind === 'liveaboard' && row.trip_id !== null ? voucherLiveaboard(db, row.trip_id, row.seats, lang) : null,
  ])
  return {
    reservation: await reservation(db, userId, reservationId, lang),
    kind,
    days: row.trip_days ?? row.duration_days ?? 1,
    numberOfDives: row.trip_id !== null ? row.number_of_dives : null,
    meetingPoint: localized(row, 'meeting_point', lang),
    included: included(kind === 'course' && row.is_online ? 'online-course' : kind, lang),
    branch: {
      branchId: row.branch_id,
      name: localized(row, 'branch', lang),
      city: localized(row, 'city', lang),
      country: localized(row, 'country', lang),
      tel: row.tel,
      mobile: row.mobile,
      email: row.email,
      whatsapp: row.whatsapp,
      lat: Number(row.lat),
      lng: Number(row.lng),
    },
    policy,
    // Only while it is ahead: the voucher and every mail made from it never promise a day gone by.
    freeCancellationUntil: row.payment_type === 3 && freeEnds > Date.now() ? new Date(freeEnds).toISOString() : null,
    paidWith: row.paid_with,
    cabin: cabin
      ? {
          type: cabin.cabin_type,
          name: cabinName(cabin.cabin_type, lang),
          cabins: cabin.cabins,
          shared: cabin.shared,
          sharedWith: cabin.shared_with,
          berths: cabin.berths,
        }
      : null,
    liveaboard,
    requirements: row.requirements ?? noRequirements,
    travellersEditableUntil: travellersOpen(row.status, start, row.travellers_cutoff_hours),
    travellers: (await findTravellers(db, row.id)).map((traveller) => ({
      gear: gear
        .filter((piece) => piece.position === traveller.position)
        .map((piece) => ({ kind: piece.kind, name: localized(piece, 'name', lang), size: piece.size })),
      extras: bookedExtras(extras, traveller.position, lang),
      position: traveller.position,
      ...entered(traveller),
      agency: traveller.agency,
      notes: traveller.notes,
    })),
  }
}

/** ISO 8601 end of the time the travellers can be changed, while it is ahead and the booking active; else null. */
function travellersOpen(status: string, start: string, cutoffHours: number): string | null {
  const until = travellersEditableUntil(status, start, cutoffHours)
  return until === null ? null : new Date(until).toISOString()
}

/** A traveller's details as entered, from a booking's list or the diver's saved ones (their columns are the same). */
export function entered(row: Awaited<ReturnType<typeof findSavedTravellers>>[number] | Awaited<ReturnType<typeof findTravellers>>[number]) {
  return {
    fullName: row.full_name,
    dateOfBirth: row.date_of_birth,
    agencyId: row.agency_id,
    level: row.level,
    loggedDives: row.logged_dives,
    lastDiveDate: row.last_dive_date,
    nitrox: row.nitrox,
    firstAid: row.first_aid,
  }
}

/** The travellers the diver booked for before, to pick again on the booking page. */
export async function savedTravellers(db: Db, userId: number): Promise<SavedTraveller[]> {
  return (await findSavedTravellers(db, userId)).map((row) => ({ self: row.self, ...entered(row) }))
}
