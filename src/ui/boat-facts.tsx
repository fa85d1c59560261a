import './boat.css'
import { Plural, useLingui } from '@lingui/react/macro'
import type { BerthsBySex, BoatSummary } from '../../contract/liveaboards.ts'

/**
 * What a liveaboard's boat is, as a definition list (decision 027): size and age, room, crew, the dive
 * deck, tenders, nitrox and safety. Shown on a liveaboard's page and on the boat's own page alike.
 */
export function BoatFacts({ boat }: { boat: BoatSummary }) {
  const { t, i18n } = useLingui()
  const year = (value: number) => i18n.number(value, { useGrouping: false })
  const length = i18n.number(boat.lengthM, { maximumFractionDigits: 1 })
  return (
    <dl className="boat-facts">
      <div>
        <dt>{t`Boat length`}</dt>
        <dd>{t`${length} m`}</dd>
      </div>
      <div>
        <dt>{t`Built`}</dt>
        <dd>{boat.yearRefitted === null ? year(boat.yearBuilt) : t`${year(boat.yearBuilt)}, refitted ${year(boat.yearRefitted)}`}</dd>
      </div>
      <div>
        <dt>{t`Cabins`}</dt>
        <dd>
          <Plural value={boat.cabins} one="# cabin" other="# cabins" />
        </dd>
      </div>
      <div>
        <dt>{t`Berths`}</dt>
        <dd>
          <Plural value={boat.berths} one="# berth" other="# berths" />
        </dd>
      </div>
      <div>
        <dt>{t`Guests`}</dt>
        <dd>
          <Plural value={boat.guestsMax} one="up to # guest" other="up to # guests" />
        </dd>
      </div>
      <div>
        <dt>{t`Crew`}</dt>
        <dd>
          <Plural value={boat.crew} one="# crew member" other="# crew members" />
        </dd>
      </div>
      <div>
        <dt>{t`Tenders`}</dt>
        <dd>
          <Plural value={boat.tenders} one="# tender" other="# tenders" />
        </dd>
      </div>
      <div>
        <dt>{t`Nitrox`}</dt>
        <dd>{boat.nitrox ? t`On board` : t`Not on board`}</dd>
      </div>
      <div className="boat-facts-wide">
        <dt>{t`Dive deck`}</dt>
        <dd dir="auto">{boat.diveDeck}</dd>
      </div>
      {boat.safety.length > 0 ? (
        <div className="boat-facts-wide">
          <dt>{t`Safety on board`}</dt>
          <dd>
            <ul className="boat-safety">
              {boat.safety.map((entry) => (
                <li key={entry.item} dir="auto">
                  {entry.name}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

/**
 * What of a departure's cabins is on sale: whole cabins left, else the berths free in cabins already
 * shared with men and with women (a diver alone, or the one a party leaves over, takes one beside
 * divers of the same sex), else sold out. The trip's page says it of each cabin type, the boat's page
 * of each departure.
 */
export function CabinsLeft({ cabins, berths, as: Tag, className }: { cabins: number; berths: BerthsBySex; as: 'p' | 'span'; className: string }) {
  const { t } = useLingui()
  const open = berths.Male > 0 || berths.Female > 0
  return (
    <Tag className={cabins > 0 || open ? className : 'sold-out'}>
      {cabins > 0 ? (
        <Plural value={cabins} one="# cabin left" other="# cabins left" />
      ) : open ? (
        <>
          {berths.Female > 0 ? (
            <Plural value={berths.Female} one="# berth free in a cabin shared with women" other="# berths free in cabins shared with women" />
          ) : null}
          {berths.Female > 0 && berths.Male > 0 ? ' · ' : null}
          {berths.Male > 0 ? (
            <Plural value={berths.Male} one="# berth free in a cabin shared with men" other="# berths free in cabins shared with men" />
          ) : null}
        </>
      ) : (
        t`Sold out`
      )}
    </Tag>
  )
}
