import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { BookedExtra } from '../../../../contract/extras.ts'
import type { BookedTraveller } from '../../../../contract/travellers.ts'
import { formatCount, formatDay } from '../../../../shared/format.ts'
import { levelName } from '../../../ui/requirements.tsx'

/** A booked extra with what it was for: "Nitrox, 18 dives"; once for the trip, just its name. */
function useExtraText() {
  const { t } = useLingui()
  return (extra: BookedExtra) => {
    const { name } = extra
    if (extra.unit === 'dive') return t`${name}, ${plural(extra.units, { one: '# dive', other: '# dives' })}`
    if (extra.unit === 'day') return t`${name}, ${plural(extra.units, { one: '# day', other: '# days' })}`
    return name
  }
}

/**
 * Who dives, as the center checks them on the jetty: each traveller's certification, experience,
 * the gear and a liveaboard's extras set aside for them, and notes. The voucher is kept on the device, so the list opens on the boat with no signal.
 */
export function VoucherTravellers({ travellers }: { travellers: readonly BookedTraveller[] }) {
  const { t, i18n } = useLingui()
  const extraText = useExtraText()
  if (travellers.length === 0) return null
  return (
    <section aria-labelledby="voucher-travellers">
      <h2 id="voucher-travellers">{t`Travellers`}</h2>
      <ol className="voucher-travellers">
        {travellers.map((traveller) => {
          const level = levelName(traveller.level, i18n)
          const certification = traveller.agency ? `${traveller.agency} ${level}` : level
          const dives = formatCount(traveller.loggedDives, i18n.locale)
          return (
            <li key={traveller.position} data-testid="voucher-traveller">
              <strong dir="auto">{traveller.fullName}</strong>
              <dl className="voucher-traveller-facts">
                <div>
                  <dt>{t`Certification`}</dt>
                  <dd>{certification}</dd>
                </div>
                <div>
                  <dt>{t`Logged dives`}</dt>
                  <dd>{dives}</dd>
                </div>
                {traveller.lastDiveDate ? (
                  <div>
                    <dt>{t`Last dive`}</dt>
                    <dd>{formatDay(traveller.lastDiveDate, i18n.locale)}</dd>
                  </div>
                ) : null}
                {traveller.dateOfBirth ? (
                  <div>
                    <dt>{t`Date of birth`}</dt>
                    <dd>{formatDay(traveller.dateOfBirth, i18n.locale)}</dd>
                  </div>
                ) : null}
                {traveller.nitrox || traveller.firstAid ? (
                  <div>
                    <dt>{t`Also certified`}</dt>
                    <dd>{[traveller.nitrox ? t`Nitrox` : null, traveller.firstAid ? t`First aid (EFR)` : null].filter(Boolean).join(t`, `)}</dd>
                  </div>
                ) : null}
                {traveller.gear.length > 0 ? (
                  <div className="voucher-traveller-gear">
                    <dt>{t`Rental gear`}</dt>
                    <dd data-testid="voucher-gear">
                      {traveller.gear.map((piece) => (piece.size ? t`${piece.name}, size ${piece.size}` : piece.name)).join(t`; `)}
                    </dd>
                  </div>
                ) : null}
                {traveller.extras.length > 0 ? (
                  <div className="voucher-traveller-gear">
                    <dt>{t`Extras`}</dt>
                    <dd data-testid="voucher-extras">{traveller.extras.map((extra) => extraText(extra)).join(t`; `)}</dd>
                  </div>
                ) : null}
                {traveller.notes ? (
                  <div>
                    <dt>{t`Notes`}</dt>
                    <dd>
                      <bdi>{traveller.notes}</bdi>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
