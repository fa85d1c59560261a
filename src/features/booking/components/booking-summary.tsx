import { Plural, useLingui } from '@lingui/react/macro'
import { formatDay } from '../../../../shared/format.ts'
import type { BookingKind, Departure } from '../departure.ts'

/** What is being booked, beside the form: the picture, the name, the center, the start, the length and where to meet. */
export function BookingSummary({ departure, kind }: { departure: Departure; kind: BookingKind }) {
  const { t, i18n } = useLingui()
  return (
    <aside className="booking-summary" aria-label={t`Summary`}>
      {departure.imageUrl ? (
        <img src={departure.imageUrl} alt="" width="320" height="200" className={kind === 'course' ? 'booking-logo' : 'booking-image'} />
      ) : null}
      <p className="booking-summary-name" dir="auto">
        {departure.name}
      </p>
      <p className="muted" dir="auto">
        {departure.branchName}
      </p>
      <dl className="booking-facts">
        <dt>{t`Starts`}</dt>
        <dd>
          <time dateTime={departure.startDate}>{formatDay(departure.startDate, i18n.locale, 'long')}</time>
        </dd>
        <dt>{t`Length`}</dt>
        <dd>
          <Plural value={departure.days} one="# day" other="# days" />
        </dd>
        <dt>{t`Meeting point`}</dt>
        <dd dir="auto">{departure.meetingPoint}</dd>
      </dl>
    </aside>
  )
}
