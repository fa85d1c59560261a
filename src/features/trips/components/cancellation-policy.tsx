import { Plural, useLingui } from '@lingui/react/macro'
import { type CancellationPolicy as Policy, freeCancellationEnds } from '../../../../contract/booking.ts'
import { formatCenterTime, formatDay, formatPercent } from '../../../../shared/format.ts'
import { paymentTypesOffered } from '../../../../contract/departures.ts'
import { type PolicyLine, policyLines } from '../policy.ts'

function Line({ line }: { line: PolicyLine }) {
  const { t, i18n } = useLingui()
  if (line.kind === 'none') {
    if (line.from === null) {
      if (line.days === 0) return <li className="policy-none">{t`No refund: the departure has started.`}</li>
      return (
        <li className="policy-none">
          <Plural
            value={line.days}
            one="Booked now: no refund if cancelled (less than # day before the start)."
            other="Booked now: no refund if cancelled (less than # days before the start)."
          />
        </li>
      )
    }
    const date = formatDay(line.from, i18n.locale)
    if (line.days === 0) return <li className="policy-none">{t`No refund once booked.`}</li>
    return (
      <li className="policy-none">
        <Plural
          value={line.days}
          one={`No refund from ${date} (less than # day before the start).`}
          other={`No refund from ${date} (less than # days before the start).`}
        />
      </li>
    )
  }
  const date = formatDay(line.until, i18n.locale)
  const percent = formatPercent(line.percent, i18n.locale)
  if (line.days === 0) return <li>{line.percent === 100 ? t`Full refund until the start.` : t`${percent} refund until the start.`}</li>
  return (
    <li>
      {line.percent === 100 ? (
        <Plural
          value={line.days}
          one={`Free cancellation until ${date} (# day before the start).`}
          other={`Free cancellation until ${date} (# days before the start).`}
        />
      ) : (
        <Plural
          value={line.days}
          one={`${percent} refund until ${date} (# day before the start).`}
          other={`${percent} refund until ${date} (# days before the start).`}
        />
      )}
    </li>
  )
}

/**
 * The operator's tiered policy in words, with this departure's dates still ahead (a tier whose day has
 * passed is left out), and payment type 3's deadline while the booking page offers it
 * (contract/departures.ts `paymentTypesOffered`: the center takes pay now, and the deadline is ahead).
 */
export function CancellationPolicy({ policy, startDate, center }: { policy: Policy; startDate: string; center: { payNow: boolean; payLater: boolean } }) {
  const { t, i18n } = useLingui()
  const now = Date.now()
  const until = new Date(freeCancellationEnds(policy, startDate))
  // On the center's clock, as the booking page and the server count it, whatever the device's zone.
  const deadline = formatCenterTime(until, i18n.locale)
  return (
    <section className="detail-section departure-policy" aria-labelledby="policy-title">
      <h2 id="policy-title">{t`Cancellation policy`}</h2>
      <ul className="policy-lines">
        {policyLines(policy, startDate, now).map((line) => (
          <Line key={`${line.kind}-${line.days}`} line={line} />
        ))}
      </ul>
      {paymentTypesOffered(center, policy, startDate, now).includes(3) ? (
        <p className="policy-free">{t`Book with "Free cancellation" and get a full refund until ${deadline}, the dive center's local time.`}</p>
      ) : null}
      <p className="muted small">{t`Refunds go back to your wallet at once, or to the card you paid with.`}</p>
    </section>
  )
}
