import '../voucher-liveaboard.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { VoucherLiveaboard as Liveaboard } from '../../../../contract/liveaboards.ts'
import { useOnline } from '../../../lib/use-online.ts'
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
export function VoucherLiveaboard({ liveaboard }: { liveaboard: Liveaboard }) {
  const { t } = useLingui()
  const { boat, route } = liveaboard
  if (!boat && !route) return null
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
    </section>
  )
}
