import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type CancellationPolicy, tiersAhead } from '../../../../contract/booking.ts'
import { formatCenterTime, formatPercent } from '../../../../shared/format.ts'

/**
 * The operator's policy in words, most generous first: what comes back when a booking is cancelled
 * with so much notice, and, for free cancellation, the deadline until which everything comes back.
 * Only what is still ahead, with this device's clock (contract/booking.ts `tiersAhead`): a tier or a
 * deadline already gone (the voucher is read for days, offline too) is no longer offered as a refund.
 */
export function PolicyText({ policy, startDate, freeUntil }: { policy: CancellationPolicy; startDate: string; freeUntil: Date | null }) {
  const { i18n } = useLingui()
  const now = Date.now()
  const tiers = tiersAhead(policy, startDate, now)
  // The last paying tier to pass: with less notice than it, nothing comes back.
  const last = policy.tiers.filter((tier) => tier.refundPercent > 0).sort((a, b) => a.minDaysBefore - b.minDaysBefore)[0]
  const free = freeUntil && freeUntil.getTime() > now ? freeUntil : null
  const percent = (value: number) => formatPercent(value, i18n.locale)
  const when = free ? formatCenterTime(free, i18n.locale) : ''
  return (
    <ul className="policy-list">
      {free ? (
        <li className="policy-free">
          <Trans>
            Free cancellation: everything back until <strong>{when}</strong>, the dive center's local time.
          </Trans>
        </li>
      ) : null}
      {tiers.map((tier) => (
        <TierLine key={tier.minDaysBefore} days={tier.minDaysBefore} back={percent(tier.refundPercent)} />
      ))}
      {tiers.length === 0 ? (
        <li>{free ? <Trans>After that: nothing back.</Trans> : <Trans>Cancelled from now on: nothing back.</Trans>}</li>
      ) : last && last.minDaysBefore > 0 ? (
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
