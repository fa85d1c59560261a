import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { CancellationPolicy } from '../../../../contract/booking.ts'
import { formatCenterTime, formatPercent } from '../../../../shared/format.ts'

/**
 * The operator's policy in words, most generous first: what comes back when a booking is cancelled
 * with so much notice, and, for free cancellation, the deadline until which everything comes back.
 */
export function PolicyText({ policy, freeUntil }: { policy: CancellationPolicy; freeUntil: Date | null }) {
  const { i18n } = useLingui()
  const tiers = [...policy.tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore)
  const last = tiers.at(-1)
  const percent = (value: number) => formatPercent(value, i18n.locale)
  const when = freeUntil ? formatCenterTime(freeUntil, i18n.locale) : ''
  return (
    <ul className="policy-list">
      {freeUntil ? (
        <li className="policy-free">
          <Trans>
            Free cancellation: everything back until <strong>{when}</strong>, the dive center's local time.
          </Trans>
        </li>
      ) : null}
      {tiers.map((tier) => (
        <TierLine key={tier.minDaysBefore} days={tier.minDaysBefore} back={percent(tier.refundPercent)} />
      ))}
      {last && last.minDaysBefore > 0 ? (
        <li>
          <Plural value={last.minDaysBefore} one="Less than # day before: nothing back." other="Less than # days before: nothing back." />
        </li>
      ) : null}
    </ul>
  )
}

function TierLine({ days, back }: { days: number; back: string }) {
  return (
    <li>
      {days === 0 ? (
        <Trans>Until the start: {back} back.</Trans>
      ) : (
        <Plural value={days} one={`# day or more before the start: ${back} back.`} other={`# days or more before the start: ${back} back.`} />
      )}
    </li>
  )
}
