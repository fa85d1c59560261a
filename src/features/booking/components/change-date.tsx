import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { Voucher } from '../../../../contract/booking.ts'
import { isBookable } from '../../../../contract/departures.ts'
import { canMove, freeMoveEnds } from '../../../../contract/moves.ts'
import { formatCenterTime, formatDay, formatPercent } from '../../../../shared/format.ts'
import { fieldErrorsOf, getErrorMessage } from '../../../lib/errors.ts'
import { usePreferences, useSession } from '../../../lib/preferences-context.tsx'
import { showToast } from '../../../lib/toast.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { Dialog } from '../../../ui/dialog.tsx'
import { Money } from '../../../ui/money.tsx'
import { departureQueryOptions } from '../api/departure.ts'
import { type MoveTarget, moveQuoteQueryOptions, useMoveBooking } from '../api/move.ts'

/** A refusal as one text: the server's words, with each field's reason (a traveller the new date does not suit). */
const refusal = (error: unknown) =>
  [getErrorMessage(error), ...Object.values(fieldErrorsOf(error))].filter((text, at, all) => all.indexOf(text) === at).join(' ')

/**
 * Change date, on the voucher: another date of the same trip or course, under the center's rule
 * (free until its days before, then its share of the total), with what it costs or gives back
 * asked of the server before Confirm. Live only: seats on the new date are confirmed while the
 * diver waits. A booking with a cabin is moved by the center.
 */
export function ChangeDate({ voucher }: { voucher: Voucher }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const [open, setOpen] = useState(false)
  const r = voucher.reservation
  if (!canMove(r)) return null
  const freeUntil = freeMoveEnds(r.moveRule, r.startDate)
  const percent = formatPercent(r.moveRule.feePercent, i18n.locale)
  const rule =
    freeUntil > Date.now()
      ? t`Free to move until ${formatCenterTime(freeUntil, i18n.locale)}; after that the dive center charges ${percent} of the total.`
      : t`Moving it now costs ${percent} of the total (the dive center's fee).`
  return (
    <section aria-labelledby="voucher-change-date" className="no-print voucher-change-date">
      <h2 id="voucher-change-date">{t`Change date`}</h2>
      {voucher.cabin ? (
        <p className="muted">{t`A booking with a cabin moves to another date through the dive center: write to it, and it moves your cabin too.`}</p>
      ) : (
        <p>
          <span className="muted">{rule}</span>{' '}
          <button type="button" className="button button-outline" disabled={!online} onClick={() => setOpen(true)}>
            {online ? t`Change date` : t`Changing the date needs a connection`}
          </button>
        </p>
      )}
      {open ? <ChangeDateDialog voucher={voucher} onClose={() => setOpen(false)} /> : null}
    </section>
  )
}

function ChangeDateDialog({ voucher, onClose }: { voucher: Voucher; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { lang } = usePreferences()
  const userId = useSession()?.userId ?? 0
  const online = useOnline()
  const r = voucher.reservation
  const kind = r.courseName !== null ? 'course' : 'trip'
  const departure = useQuery(departureQueryOptions(kind, r.tempId, lang))
  const dates = (departure.data?.dates ?? []).filter((date) => date.id !== r.tempId && isBookable(date))
  const [chosen, setChosen] = useState<number | null>(null)
  const target: MoveTarget | null = chosen === null ? null : { reservationId: r.reservationId, kind, id: chosen }
  const quote = useQuery(moveQuoteQueryOptions(userId, target, lang))
  const move = useMoveBooking(userId, (startDate) => {
    showToast((toast) => toast.success(t`Moved to ${formatDay(startDate, i18n.locale)}`, { id: 'moved' }))
    onClose()
  })
  const offer = quote.data
  const owedDay = offer?.owedBy ? formatDay(offer.owedBy, i18n.locale) : ''
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!online || !target || !offer || move.isPending) return
    move.mutate({ target, expectedTotal: offer.total })
  }
  return (
    <Dialog title={t`Change the date`} onClose={onClose} className="form-dialog change-date-dialog">
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="change-date-options">
          <legend>{t`Another date of ${r.tripName ?? r.courseName ?? ''}`}</legend>
          {departure.isPending ? <p role="status">{t`Loading the dates…`}</p> : null}
          {departure.isError ? <p role="alert">{getErrorMessage(departure.error)}</p> : null}
          {departure.isSuccess && dates.length === 0 ? <p>{t`No other date of it can be booked now.`}</p> : null}
          {dates.map((date) => {
            const room = date.availableSeats >= r.seats
            return (
              <label key={date.id} className="payment-option">
                <input
                  type="radio"
                  name="date"
                  value={date.id}
                  checked={chosen === date.id}
                  disabled={!room}
                  onChange={() => (move.reset(), setChosen(date.id))}
                />
                <span>
                  <span className="payment-option-label">
                    <time dateTime={date.startDate}>{formatDay(date.startDate, i18n.locale)}</time>
                  </span>
                  <span className="payment-option-help">
                    {room ? <Plural value={date.availableSeats} one="# seat left" other="# seats left" /> : t`Not enough seats left for your booking`}
                  </span>
                </span>
              </label>
            )
          })}
        </fieldset>
        {quote.isFetching ? <p role="status">{t`Working out the price…`}</p> : null}
        {quote.isError ? (
          <p className="field-error" role="alert">
            {refusal(quote.error)}
          </p>
        ) : null}
        {offer ? (
          <dl className="change-date-terms" data-testid="move-terms">
            <dt>{t`New total`}</dt>
            <dd>
              <Money amount={offer.total} currency={offer.currency} />
            </dd>
            <dt>{t`Date change fee`}</dt>
            <dd>{offer.fee > 0 ? <Money amount={offer.fee} currency={offer.currency} /> : t`Free`}</dd>
            {offer.refund > 0 ? (
              <>
                <dt>{t`Back to your wallet`}</dt>
                <dd>
                  <Money amount={offer.refund} currency={offer.currency} />
                </dd>
              </>
            ) : null}
            {offer.owed > 0 && offer.owedBy ? (
              <>
                <dt>{t`Left to pay`}</dt>
                <dd>
                  <Trans>
                    <Money amount={offer.owed} currency={offer.currency} /> by <time dateTime={offer.owedBy}>{owedDay}</time>
                  </Trans>
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {move.error ? (
          <p className="field-error" role="alert">
            {refusal(move.error)}
          </p>
        ) : null}
        <div className="change-date-actions">
          <button type="button" className="button button-outline" onClick={onClose}>{t`Keep this date`}</button>
          <button type="submit" className="button" disabled={!online || !offer || move.isPending}>
            {move.isPending ? t`Moving…` : t`Confirm the new date`}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
