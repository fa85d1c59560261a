import { Plural, useLingui } from '@lingui/react/macro'
import { useQueries, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { Voucher } from '../../../../contract/booking.ts'
import { cabinKey } from '../../../../contract/liveaboards.ts'
import { formatDay } from '../../../../shared/format.ts'
import { fieldErrorsOf, getErrorMessage } from '../../../lib/errors.ts'
import { queueWrite } from '../../../lib/outbox.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import type { MoveVariables } from '../../../lib/reservation-writes.ts'
import { showToast } from '../../../lib/toast.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { Dialog } from '../../../ui/dialog.tsx'
import { liveaboardSaleQueryOptions } from '../api/cabins.ts'
import { moveDatesQueryOptions, moveQuoteQueryOptions, useMoveBooking } from '../api/move.ts'
import { moveReservation } from '../api/writes.ts'
import { estimateMove, pricedAgainOnMove, savedMoveDates } from '../move-estimate.ts'
import { cabinOptions } from '../cabins.ts'
import { CabinChoice } from './cabin-choice.tsx'
import { MoveTerms } from './move-terms.tsx'

/** A refusal as one text: the server's words, with each field's reason (a traveller the new date does not suit). */
const refusal = (error: unknown) =>
  [getErrorMessage(error), ...Object.values(fieldErrorsOf(error))].filter((text, at, all) => all.indexOf(text) === at).join(' ')

/**
 * The dates a booking may move to and what a move costs. Online the server quotes it and takes it at
 * once; offline the dates are the trip's saved page and the figures are worked out on the device by
 * the contract's rule (move-estimate.ts), marked to be confirmed, and Confirm queues the move with
 * that total (decision 040).
 */
export function ChangeDateDialog({ voucher, userId, onClose }: { voucher: Voucher; userId: number; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { lang } = usePreferences()
  const online = useOnline()
  const r = voucher.reservation
  const kind = r.courseName !== null ? 'course' : 'trip'
  const saved = useQuery({
    ...moveDatesQueryOptions(kind, r.tempId, lang),
    // Offline, only what the device holds: a request would wait for a network that is not there.
    enabled: online,
    staleTime: 0,
    select: (answer) => savedMoveDates(answer.data, r),
  })
  const dates = saved.data?.dates ?? []
  // A liveaboard booking moves with its cabin (decision 052): each date's cabins, read online, say
  // whether the booking's cabin is there for it before it is chosen.
  const cabinSales = useQueries({ queries: voucher.cabin && online ? dates.map((one) => liveaboardSaleQueryOptions(one.id, lang)) : [] })
  const [chosen, setChosen] = useState<number | null>(null)
  const date = dates.find((one) => one.id === chosen) ?? null
  // The cabin on the new date: the booking's own while the date has it for the divers, another as the
  // diver chooses it there (decision 054). Online only: the date's cabins are read online.
  const booked = voucher.cabin ? { type: voucher.cabin.type, shared: voucher.cabin.shared, sharedWith: voucher.cabin.sharedWith ?? undefined } : null
  const bookedKey = booked ? cabinKey(booked) : null
  const [cabinChosen, setCabinChosen] = useState<string | null>(null)
  // Each date's cabins as the booking page offers them, worked out once: they say both whether the
  // booking's own cabin is there (its key can be had) and what else the divers could take.
  const dateOptions = dates.map((_, at) => {
    const cabins = cabinSales[at]?.data?.cabins
    return cabins ? cabinOptions(cabins, r.seats, r.currency) : undefined
  })
  const options = (date && dateOptions[dates.indexOf(date)]) || []
  const cabin = options.find((option) => option.sale.ok && option.key === (cabinChosen ?? bookedKey)) ?? null
  const cabinReady = !booked || !online || cabin !== null
  const move: Omit<MoveVariables, 'expectedTotal'> | null =
    date && cabinReady
      ? {
          userId,
          reservationId: r.reservationId,
          kind,
          id: date.id,
          toDate: date.startDate,
          ...(cabin && cabin.key !== bookedKey ? { cabin: cabin.choice } : {}),
        }
      : null
  const quote = useQuery({ ...moveQuoteQueryOptions(userId, move, lang), enabled: online })
  const pricedAgain = pricedAgainOnMove(voucher)
  const estimate = !online && date && !pricedAgain ? estimateMove(r, date, saved.data?.balanceDueDays ?? null) : null
  const live = useMoveBooking(userId, (startDate) => {
    showToast((toast) => toast.success(t`Moved to ${formatDay(startDate, i18n.locale)}`, { id: 'moved' }))
    onClose()
  })
  const offer = online ? (quote.data ?? null) : estimate
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!move || !offer || live.isPending) return
    if (online) return live.mutate({ ...move, expectedTotal: offer.total })
    queueWrite(moveReservation, { ...move, expectedTotal: offer.total })
    showToast((toast) => toast.info(t`You are offline. The date change is saved and will be sent when you are back online.`, { id: 'move-queued' }))
    onClose()
  }
  return (
    <Dialog title={t`Change the date`} onClose={onClose} className="form-dialog change-date-dialog">
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="change-date-options">
          <legend>{t`Another date of ${r.tripName ?? r.courseName ?? ''}`}</legend>
          {saved.isPending && online ? <p role="status">{t`Loading the dates…`}</p> : null}
          {saved.isPending && !online ? (
            <p role="status">{t`The other dates of this trip are not saved on this device. Open Change date again when you are back online.`}</p>
          ) : null}
          {saved.isError && !saved.data ? <p role="alert">{getErrorMessage(saved.error)}</p> : null}
          {saved.data && dates.length === 0 ? <p>{t`No other date of it can be booked now.`}</p> : null}
          {dates.map((one, at) => {
            const seatsRoom = one.availableSeats >= r.seats
            const optionsAt = dateOptions[at]
            // Null while the date's cabins are not read (offline, or loading): the server then says.
            const cabinFits = bookedKey && optionsAt ? optionsAt.some((option) => option.key === bookedKey && option.sale.ok) : null
            // Another cabin the divers can have there lets them move all the same.
            const otherFits = cabinFits === false && optionsAt !== undefined && optionsAt.some((option) => option.sale.ok)
            const room = seatsRoom && (cabinFits !== false || otherFits)
            const cabinName = voucher.cabin?.name ?? ''
            return (
              <label key={one.id} className="payment-option">
                <input
                  type="radio"
                  name="date"
                  value={one.id}
                  checked={chosen === one.id}
                  disabled={!room}
                  onChange={() => (live.reset(), setCabinChosen(null), setChosen(one.id))}
                />
                <span>
                  <span className="payment-option-label">
                    <time dateTime={one.startDate}>{formatDay(one.startDate, i18n.locale)}</time>
                  </span>
                  <span className="payment-option-help">
                    {room && otherFits ? (
                      t`${cabinName}: none left on this date. Another cabin can be had.`
                    ) : room ? (
                      <Plural value={one.availableSeats} one="# seat left" other="# seats left" />
                    ) : seatsRoom ? (
                      t`${cabinName}: none left for your booking on this date`
                    ) : (
                      t`Not enough seats left for your booking`
                    )}
                  </span>
                </span>
              </label>
            )
          })}
        </fieldset>
        {online && date && options.length > 0 ? (
          <CabinChoice
            options={options}
            divers={r.seats}
            chosen={cabin}
            currency={r.currency}
            error={null}
            toChoose={cabin === null && options.some((option) => option.sale.ok)}
            onChoose={(key) => (live.reset(), setCabinChosen(key))}
          />
        ) : null}
        {online && quote.isFetching ? <p role="status">{t`Working out the price…`}</p> : null}
        {online && quote.isError ? (
          <p className="field-error" role="alert">
            {refusal(quote.error)}
          </p>
        ) : null}
        {!online && date && pricedAgain ? (
          <p role="status">
            {pricedAgain === 'cabin'
              ? t`Your cabin is taken again on the new date, at its price there, so this move needs a connection.`
              : t`Your rented gear and extras are priced again for the new date, so this move needs a connection.`}
          </p>
        ) : null}
        {offer ? <MoveTerms terms={offer} estimate={!online} /> : null}
        {live.error ? (
          <p className="field-error" role="alert">
            {refusal(live.error)}
          </p>
        ) : null}
        <div className="change-date-actions">
          <button type="button" className="button button-outline" onClick={onClose}>{t`Keep this date`}</button>
          <button type="submit" className="button" disabled={!offer || live.isPending}>
            {live.isPending ? t`Moving…` : t`Confirm the new date`}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
