import '../voucher-liveaboard.css'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { onBoardSum, type VoucherLiveaboard as Liveaboard } from '../../../../contract/liveaboards.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { Money } from '../../../ui/money.tsx'
import { RouteDays } from '../../../ui/route-days.tsx'

/** The boat as a diver looks for it on the jetty: its photo, name, length and cabins; its page while online. */
function VoucherBoat({ boat }: { boat: NonNullable<Liveaboard['boat']> }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  // Offline the photo is there only if the device kept it when it was seen; a broken picture says nothing.
  const [photo, setPhoto] = useState(boat.imageUrl !== null)
  const length = i18n.number(boat.lengthM, { maximumFractionDigits: 1 })
  return (
    <div className="voucher-boat">
      {photo && boat.imageUrl ? <img src={boat.imageUrl} alt="" width="160" height="107" decoding="async" onError={() => setPhoto(false)} /> : null}
      <div>
        <h3 dir="auto">{boat.name}</h3>
        <p>
          {t`${length} m`} · <Plural value={boat.cabins} one="# cabin" other="# cabins" />
        </p>
        {/* The boat's page is not part of the trip pack: offline, the link would open nothing. */}
        {online ? (
          <Link to="/boats/$id" params={{ id: String(boat.boatId) }} className="no-print">
            {t`See the boat`}
          </Link>
        ) : null}
      </div>
    </div>
  )
}

/**
 * A liveaboard booking's boat and its route day by day, from embarkation to disembarkation, as the
 * voucher carries them: the trip pack keeps the voucher, so all of it opens on the boat. The route's
 * map stays on the trip's page (it needs WebGL and its code); the list is the whole route.
 */
export function VoucherLiveaboard({ liveaboard, currency }: { liveaboard: Liveaboard; currency: string }) {
  const { t } = useLingui()
  const { boat, route, onBoard } = liveaboard
  if (!boat && !route && onBoard.length === 0) return null
  return (
    <section aria-labelledby="voucher-liveaboard" className="voucher-liveaboard" data-testid="voucher-liveaboard">
      <h2 id="voucher-liveaboard">{t`The boat and the route`}</h2>
      {boat ? <VoucherBoat boat={boat} /> : null}
      {route ? (
        <>
          <p className="route-name" dir="auto">
            {route.name}
          </p>
          <RouteDays route={route} />
          <p className="muted">{t`The route can change with weather and currents.`}</p>
        </>
      ) : null}
      {onBoard.length > 0 ? <OnBoardFees fees={onBoard} currency={currency} /> : null}
    </section>
  )
}

/**
 * The fees the crew collects on board, for everyone on the booking: not in the total paid, so the
 * voucher (which the diver has on the boat) says them, each and added up (the confirmation mail
 * says the same, server/modules/booking-messages/booking.mails.ts).
 */
function OnBoardFees({ fees, currency }: { fees: Liveaboard['onBoard']; currency: string }) {
  const { t } = useLingui()
  const total = onBoardSum(fees, currency)
  return (
    <div className="voucher-on-board" data-testid="voucher-on-board">
      <h3 id="voucher-on-board">{t`To pay on board`}</h3>
      <ul aria-labelledby="voucher-on-board">
        {fees.map((fee) => (
          <li key={fee.item}>
            <span>{fee.name}</span> <Money amount={fee.amount} currency={currency} />
          </li>
        ))}
      </ul>
      <p className="muted">
        <Trans>
          <Money amount={total} currency={currency} /> in all, collected by the crew and not part of what you paid.
        </Trans>
      </p>
    </div>
  )
}
