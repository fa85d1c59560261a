import '../booking.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { freeCancellationEnds } from '../../../../contract/booking.ts'
import { departureState, paidWhenBooked, paymentTypesOffered, takesOnlineBookings } from '../../../../contract/departures.ts'
import { balanceDueDate, depositAmount } from '../../../../contract/deposits.ts'
import { STILL_IN_PROGRESS } from '../../../api/in-progress.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { newIdempotencyKey } from '../../../lib/offline-writes.ts'
import { usePreferences, useSession } from '../../../lib/preferences-context.tsx'
import { initializeQueryOptions } from '../../../lib/settings.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { usePaymentSplit } from '../../../lib/use-payment-split.ts'
import { type BookingKind, type BookingProblem, bookingProblem, maxSeats, type PaymentType, totalOf } from '../departure.ts'
import { useCreateBooking } from '../api/create-booking.ts'
import { departureQueryOptions } from '../api/departure.ts'
import { BookingProgress } from './booking-progress.tsx'
import { BookingSummary } from './booking-summary.tsx'
import { PaymentChoice } from './payment-choice.tsx'
import { BookWithCenter } from './book-with-center.tsx'
import { PolicyText } from './policy-text.tsx'
import { BookingTotals } from './booking-totals.tsx'
import { DepartureChoice } from './departure-choice.tsx'
import { TravellersFields } from './travellers-fields.tsx'
import { savedTravellersQueryOptions } from '../api/saved-travellers.ts'
import { organizationsQueryOptions } from '../../../lib/organizations.ts'
import { checkDrafts, draftsFor, firstDraft, type TravellerDraft } from '../travellers.ts'
import { type GearChoice, gearTotal } from '../../../../contract/gear.ts'
import { rentalsQueryOptions } from '../api/rentals.ts'
import { gearFor } from '../gear.ts'
import { GearFields } from './gear-fields.tsx'
import { CabinChoice } from './cabin-choice.tsx'
import { liveaboardSaleQueryOptions } from '../api/cabins.ts'
import { type ExtraChoice, extrasTotal, onBoardTotal } from '../../../../contract/extras.ts'
import { extrasFor } from '../extras.ts'
import { ExtrasFields } from './extras-fields.tsx'
import { cabinOptions, cabinToChoose, chosenCabin } from '../cabins.ts'
import { roundMoney } from '../../../../contract/wallet.ts'

export type BookingChoice = { seats: number; pay: PaymentType | undefined; cabin: string | undefined }

type Props = {
  kind: BookingKind
  id: number
  choice: BookingChoice
  /** a choice in the URL: another date is another page, seats and payment type its search */
  onChoose: (change: { id?: number; seats?: number; pay?: PaymentType; cabin?: string }) => void
  onBooked: (reservationId: number) => void
}

/**
 * Book Now (SPEC §4 payment types, designed here): the date among the same trip's or course's dates, the seats, the payment
 * type with what it means, the total in the diver's currency and the center's; confirmed live (never
 * queued) with the total the diver saw, so the server refuses a price the diver did not see.
 */
export function BookingPage({ kind, id, choice, onChoose, onBooked }: Props) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const session = useSession()
  const userId = session?.userId ?? 0
  const online = useOnline()
  const { data: departure } = useSuspenseQuery(departureQueryOptions(kind, id, lang))
  const provider = useQuery(initializeQueryOptions(lang, userId)).data?.data.paymentProvider
  const [problem, setProblem] = useState<BookingProblem | null>(null)
  // The server is still carrying out an earlier attempt with this key: the client asks again with it.
  const [waiting, setWaiting] = useState(false)
  const attempt = useRef<{ signature: string; key: string } | null>(null)
  useDocumentHead(t`Book ${departure.name}`, t`Choose the date, seats and how to pay for ${departure.name}, and confirm your booking.`)

  const most = maxSeats(departure)
  const seats = Math.min(Math.max(1, choice.seats), Math.max(1, most))
  // What Booking/Create takes now (contract/departures.ts): free cancellation only before its deadline.
  const offered = paymentTypesOffered(departure.center, departure.policy, departure.startDate)
  const pay = choice.pay && offered.includes(choice.pay) ? choice.pay : offered[0]
  const rentals = useQuery(rentalsQueryOptions(kind, id, lang)).data ?? null
  const [gearChosen, setGearChosen] = useState<GearChoice[]>([])
  const gear = gearFor(gearChosen, seats)
  const gearCost = rentals ? gearTotal(gear, rentals.rentals, rentals.days, departure.currency) : 0
  const saleQuery = useQuery({ ...liveaboardSaleQueryOptions(id, lang), enabled: departure.liveaboard })
  const sale = saleQuery.data ?? null
  // A liveaboard's price is its cabin's: Confirm waits until the cabins are known.
  const cabinsPending = departure.liveaboard && saleQuery.isPending
  const options = cabinOptions(sale?.cabins ?? [], seats, departure.currency)
  const cabin = chosenCabin(options, choice.cabin)
  const saved = useQuery(savedTravellersQueryOptions(userId)).data ?? []
  const [typed, setTyped] = useState<TravellerDraft[]>(() => [firstDraft(saved, session?.name)])
  const drafts = draftsFor(typed, seats)
  // A liveaboard's extras each traveller takes (decision 039), priced for the date's days and dives.
  const [extrasChosen, setExtrasChosen] = useState<ExtraChoice[]>([])
  const extras = extrasFor(
    extrasChosen,
    seats,
    drafts.map((draft) => draft.nitrox),
  )
  const extrasCost = sale ? extrasTotal(extras, sale.extras, sale.length, departure.currency) : 0
  const onBoard = sale ? onBoardTotal(sale.extras, seats, sale.length, departure.currency) : 0
  const addOns = roundMoney(gearCost + extrasCost, departure.currency)
  // A liveaboard that sells cabins is priced by its cabin (per person, and a supplement for one alone).
  const total = cabin?.sale.ok ? roundMoney(cabin.sale.total + addOns, departure.currency) : totalOf(departure, seats, addOns)
  // The rule Booking/Create applies, with this device's clock (contract/departures.ts).
  const state = departureState(departure)
  const soldOut = state === 'full'
  const closed = state === 'departed'
  const freeUntil = new Date(freeCancellationEnds(departure.policy, departure.startDate))
  const paidNow = pay !== undefined && paidWhenBooked(pay)
  // With a deposit, its share is what is paid now; the balance is due by its day (contract/deposits.ts).
  const deposit = departure.center.deposit
  const depositNow = deposit ? depositAmount(total, deposit.percent, departure.currency) : null
  const depositTerms =
    deposit && depositNow !== null
      ? {
          now: depositNow,
          balance: roundMoney(total - depositNow, departure.currency),
          dueDate: balanceDueDate(departure.startDate, deposit.balanceDueDays),
          currency: departure.currency,
        }
      : null
  const [useWallet, setUseWallet] = useState(true)
  const split = usePaymentSplit(pay === 4 && depositNow !== null ? depositNow : total, departure.currency, useWallet)

  const agencies = useQuery(organizationsQueryOptions(lang)).data?.data.organizations ?? []
  const { travellers, everyoneMayGo } = checkDrafts(drafts, departure.requirements, departure.startDate)
  const [showProblems, setShowProblems] = useState(false)
  const changeTraveller = (index: number, draft: TravellerDraft) => {
    if (problem?.field === 'travellers') setProblem(null)
    setTyped((before) => draftsFor(before, Math.max(before.length, seats)).map((one, at) => (at === index ? draft : one)))
  }

  const book = useCreateBooking({ kind, id, lang, userId }, { onBooked, onRefused: (error) => setProblem(bookingProblem(error)), onWaiting: setWaiting })

  const choose = (change: { id?: number; seats?: number; pay?: PaymentType; cabin?: string }) => {
    setProblem(null)
    onChoose(change)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!online || !pay || book.isPending || cabinsPending) return
    if (!everyoneMayGo) {
      // Said beside each traveller, and the first one to fix is where the diver lands.
      setShowProblems(true)
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.booking-travellers [aria-invalid="true"], .traveller-verdict.field-error')?.focus())
      return
    }
    // One key per attempt: a retry of the same choice reuses it (the server books it once); a new
    // choice, or a new total after a price change, is a new attempt.
    const signature = `${kind}:${id}:${seats}:${pay}:${cabin?.key}:${total}:${useWallet}:${JSON.stringify(travellers)}:${JSON.stringify(gear)}:${JSON.stringify(extras)}`
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() }
    setProblem(null)
    book.mutate({ key: attempt.current.key, seats, paymentType: pay, expectedTotal: total, useWallet, travellers, gear, extras, cabin: cabin?.choice ?? null })
  }

  const problemText = (field: BookingProblem['field']) => (problem?.field === field ? (problem.message ?? t`The booking could not be made. Try again.`) : null)
  const seatsError = problemText('seats') ?? (soldOut ? t`Sold out: no seats are left on this date. Choose another date.` : null)
  const dateError = problemText('date') ?? (closed ? t`This date can no longer be booked. Choose another date.` : null)
  const totalError = problem?.field === 'total' ? `${problem.message ?? ''} ${t`Check the new total and confirm again.`}`.trim() : null
  const unconfirmed = problem?.code === STILL_IN_PROGRESS
  // A refusal about a section the page could not show (its cabins or gear did not load) is said with the form's.
  const unshown =
    (options.length === 0 ? problemText('cabin') : null) ?? (rentals === null ? problemText('gear') : null) ?? (sale === null ? problemText('extras') : null)
  const formError = unconfirmed ? null : (problemText('form') ?? unshown)
  const payError = problemText('pay')
  const gearError = problemText('gear')
  const extrasError = problemText('extras')
  const toChoose = cabinToChoose(options, cabin)
  const cabinError =
    problemText('cabin') ?? (options.length > 0 && !cabin && !toChoose ? t`No cabin on this date sleeps this many divers: change the seats or the date.` : null)
  return (
    <div className="container page booking-page">
      <h1 dir="auto">
        <Trans>
          Book <bdi>{departure.name}</bdi>
        </Trans>
      </h1>
      <div className="booking-layout">
        <BookingSummary departure={departure} kind={kind} />

        {!takesOnlineBookings(departure.center) ? (
          <BookWithCenter departure={departure} />
        ) : (
          <form className="booking-form" onSubmit={onSubmit} noValidate>
            <DepartureChoice
              departure={departure}
              seats={seats}
              most={most}
              soldOut={soldOut}
              dateError={dateError}
              seatsError={seatsError}
              onChoose={choose}
            />

            {options.length > 0 ? (
              <CabinChoice
                options={options}
                divers={seats}
                chosen={cabin}
                currency={departure.currency}
                error={cabinError}
                toChoose={toChoose}
                onChoose={(key) => choose({ cabin: key })}
              />
            ) : null}

            <TravellersFields
              drafts={drafts}
              onChange={changeTraveller}
              requirements={departure.requirements}
              startDate={departure.startDate}
              saved={saved}
              agencies={agencies}
              showProblems={showProblems || problem?.field === 'travellers'}
              refused={problem?.refused ?? new Map()}
            />
            {problem?.field === 'travellers' && problem.message ? (
              <p className="field-error" role="alert">
                {problem.message}
              </p>
            ) : null}

            {rentals ? (
              <GearFields
                rentals={rentals}
                travellers={drafts.map((draft) => draft.fullName.trim())}
                chosen={gear}
                onChange={(next) => {
                  if (problem?.field === 'gear') setProblem(null)
                  setGearChosen(next)
                }}
                error={gearError}
              />
            ) : null}

            {sale ? (
              <ExtrasFields
                extras={sale.extras}
                length={sale.length}
                currency={departure.currency}
                travellers={drafts.map((draft) => ({ name: draft.fullName.trim(), nitrox: draft.nitrox }))}
                chosen={extras}
                onChange={(next) => {
                  if (problem?.field === 'extras') setProblem(null)
                  setExtrasChosen(next)
                }}
                rentsGear={(rentals?.rentals.length ?? 0) > 0}
                error={extrasError}
              />
            ) : null}

            <PaymentChoice
              offered={offered}
              pay={pay}
              freeUntil={freeUntil}
              deposit={depositTerms}
              error={payError}
              onChoose={(type) => choose({ pay: type })}
            />

            <section className="booking-policy" aria-labelledby="booking-policy-title">
              <h2 id="booking-policy-title">{t`Cancellation policy`}</h2>
              <PolicyText policy={departure.policy} startDate={departure.startDate} freeUntil={pay === 3 ? freeUntil : null} />
            </section>

            <BookingTotals
              total={total}
              gear={gearCost}
              extras={extrasCost}
              onBoard={onBoard}
              currency={departure.currency}
              deposit={pay === 4 ? depositTerms : null}
              error={totalError}
              split={paidNow && !soldOut && !closed ? { state: split, useWallet, onUseWallet: setUseWallet, testProvider: provider?.test !== false } : null}
            />

            <BookingProgress waiting={waiting} unconfirmed={unconfirmed} />
            {formError ? (
              <p className="field-error" role="alert">
                {formError}
              </p>
            ) : null}
            {!online ? (
              <p className="booking-offline" role="status">
                {t`You are offline. Seats are confirmed live with the dive center, so booking needs a connection: nothing is saved to send later.`}
              </p>
            ) : null}
            <button
              type="submit"
              className="button booking-confirm"
              disabled={!online || soldOut || closed || !pay || book.isPending || cabinsPending || (options.length > 0 && !cabin)}
            >
              {!online
                ? t`Booking needs a connection`
                : book.isPending
                  ? t`Booking…`
                  : problem?.field === 'total'
                    ? t`Confirm at the new price`
                    : t`Confirm booking`}
            </button>
          </form>
        )}
      </div>
    </div>
  )
}
