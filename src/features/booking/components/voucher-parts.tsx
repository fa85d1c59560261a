import { plural } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { bookingFigures, type Voucher } from '../../../../contract/booking.ts'
import { addDays } from '../../../lib/dates.ts'
import { formatCount, formatDay } from '../../../../shared/format.ts'
import { usePreferences, useSession } from '../../../lib/preferences-context.tsx'
import { Money } from '../../../ui/money.tsx'
import { PaymentState } from '../../../ui/payment-state.tsx'
import { paymentTypeLabels } from '../../../lib/payment-labels.ts'
import { voucherQueryOptions } from '../api/voucher.ts'
import { sharedBerthName } from '../cabins.ts'

/** The signed-in diver's voucher (the route's loader has read it, or the device kept it). */
/** The voucher's query (the screen says how old its saved copy is). */
export function useVoucherQuery(reservationId: number) {
  const userId = useSession()?.userId ?? 0
  const { lang } = usePreferences()
  return useSuspenseQuery(voucherQueryOptions(userId, reservationId, lang))
}

export const useVoucher = (reservationId: number): Voucher => useVoucherQuery(reservationId).data.data

export const voucherTitle = (voucher: Voucher): string => voucher.reservation.tripName ?? voucher.reservation.courseName ?? ''

/** The cabin a liveaboard booking bought: whole cabins of a type, a berth in a shared one, or both. */
export function BookedCabin({ cabin }: { cabin: NonNullable<Voucher['cabin']> }) {
  const { t } = useLingui()
  const { name } = cabin
  return (
    <>
      <dt>{t`Cabin`}</dt>
      <dd data-testid="voucher-cabin">
        {cabin.sharedWith
          ? sharedBerthName(name, cabin.cabins, cabin.sharedWith)
          : cabin.cabins === 1
            ? name
            : plural(cabin.cabins, { one: `# cabin: ${name}`, other: `# cabins: ${name}` })}
      </dd>
    </>
  )
}

/** What was booked: dates, seats, price and how it is paid; the confirmation and the voucher both show it. */
export function BookingFacts({ voucher }: { voucher: Voucher }) {
  const { t, i18n } = useLingui()
  const { reservation } = voucher
  const lastDay = addDays(reservation.startDate, Math.max(1, voucher.days) - 1)
  return (
    <dl className="booking-facts">
      <dt>{t`Booking reference`}</dt>
      <dd className="voucher-reference" dir="ltr">
        {reservation.paymentRefrence}
      </dd>
      <dt>{t`Reservation ID`}</dt>
      <dd dir="ltr">{reservation.reservationId}</dd>
      <dt>{t`Dates`}</dt>
      <dd>
        <time dateTime={reservation.startDate}>{formatDay(reservation.startDate, i18n.locale, 'long')}</time>
        {lastDay !== reservation.startDate ? (
          <>
            {' '}
            – <time dateTime={lastDay}>{formatDay(lastDay, i18n.locale, 'long')}</time>
          </>
        ) : null}{' '}
        (<Plural value={voucher.days} one="# day" other="# days" />)
      </dd>
      <dt>{t`Seats`}</dt>
      <dd>{formatCount(reservation.seats, i18n.locale)}</dd>
      {voucher.cabin ? <BookedCabin cabin={voucher.cabin} /> : null}
      <dt>{t`Meeting point`}</dt>
      <dd dir="auto">{voucher.meetingPoint}</dd>
      <dt>{t`Total`}</dt>
      <dd>
        <Money amount={reservation.totalPricePaidByCustomer} currency={reservation.currency} />
      </dd>
      <dt>{t`Payment`}</dt>
      <dd>
        <PaymentState figures={bookingFigures(reservation)} balanceDue={reservation.balanceDue}>
          <span className="muted">
            {i18n._(paymentTypeLabels[reservation.paymentType])}
            {voucher.paidWith === 'wallet' ? ` · ${t`from your wallet`}` : voucher.paidWith === 'card' ? ` · ${t`by card`}` : ''}
          </span>
        </PaymentState>
      </dd>
    </dl>
  )
}

/** The booking in the account's list and its invoice. */
export function BookingLinks({ voucher }: { voucher: Voucher }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { reservation } = voucher
  return (
    <>
      <Link to="/user/booking" className="button button-outline">{t`My bookings`}</Link>
      <Link
        to="/user/invoice/$reservationId"
        params={{ reservationId: String(reservation.reservationId) }}
        search={{ type: reservation.courseName !== null ? 'course' : 'trip', lang }}
        className="button button-outline"
      >
        {t`Invoice`}
      </Link>
    </>
  )
}
