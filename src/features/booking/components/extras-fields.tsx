import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type DepartureLength, type ExtraChoice, extraCost, extraWay } from '../../../../contract/extras.ts'
import type { LiveaboardDetails } from '../../../../contract/liveaboards.ts'
import { Price } from '../../../ui/price.tsx'
import { setExtra } from '../extras.ts'

type Extra = LiveaboardDetails['extras'][number]

type Props = {
  extras: readonly Extra[]
  length: DepartureLength
  currency: string
  /** each traveller's name as typed and whether they hold a nitrox certification, by position (1 first) */
  travellers: ReadonlyArray<{ name: string; nitrox: boolean }>
  chosen: readonly ExtraChoice[]
  onChange: (chosen: ExtraChoice[]) => void
  /** whether the page offers rental gear piece by piece: then rental equipment is chosen there */
  rentsGear: boolean
  /** the server's word when it refused an extra */
  error: string | null
}

/**
 * A liveaboard's extras (decision 039): a block a traveller with a checkbox for each extra sold to
 * choose, at its price for this date's days or dives, then what everyone pays on board, so the fees
 * are known before the boat. Rental equipment is rented piece by piece under Rental gear, never here.
 */
export function ExtrasFields({ extras, length, currency, travellers, chosen, onChange, rentsGear, error }: Props) {
  const { t } = useLingui()
  const errorId = useId()
  const offered = extras.filter((extra) => extraWay(extra) === 'chosen')
  const onBoard = extras.filter((extra) => extraWay(extra) === 'onBoard' || (extraWay(extra) === 'gear' && !rentsGear))
  const gear = rentsGear && extras.some((extra) => extraWay(extra) === 'gear')
  if (offered.length === 0 && onBoard.length === 0) return null
  return (
    <section className="booking-gear booking-extras" aria-labelledby="booking-extras-title" aria-describedby={error ? errorId : undefined}>
      <h2 id="booking-extras-title">{t`Extras on board`}</h2>
      {offered.length > 0 ? (
        <>
          <p className="muted small">{t`Choose what each traveller wants: it is added to the total and set aside for them on the boat.`}</p>
          {travellers.map((traveller, index) => (
            <fieldset key={index} className="gear-traveller" data-testid={`extras-${index + 1}`}>
              <legend>
                <bdi>{traveller.name || t`Traveller ${index + 1}`}</bdi>
              </legend>
              <div className="gear-grid">
                {offered.map((extra) => (
                  <ExtraBox
                    key={extra.item}
                    extra={extra}
                    length={length}
                    currency={currency}
                    position={index + 1}
                    certified={traveller.nitrox}
                    chosen={chosen}
                    onChange={onChange}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </>
      ) : null}
      {onBoard.length > 0 ? (
        <div className="extras-on-board">
          <h3 id="booking-on-board-title">{t`Paid on board`}</h3>
          <p className="muted small">{t`Every traveller pays these to the crew on the boat; they are not in the total.`}</p>
          <ul aria-labelledby="booking-on-board-title">
            {onBoard.map((extra) => (
              <li key={extra.item}>
                <span dir="auto">{extra.name}</span>{' '}
                <span className="muted small">
                  <ExtraPrice extra={extra} length={length} currency={currency} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {gear ? <p className="muted small">{t`Rental equipment is chosen piece by piece under Rental gear.`}</p> : null}
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}

/** An extra's price for this date: for its dives, its days, or once for the trip. */
function ExtraPrice({ extra, length, currency }: { extra: Extra; length: DepartureLength; currency: string }) {
  const cost = extraCost(extra, length, currency)
  if (extra.unit === 'dive') {
    const dives = plural(length.dives, { one: '# dive', other: '# dives' })
    return (
      <Trans>
        <Price amount={cost} currency={currency} /> a person for {dives}
      </Trans>
    )
  }
  if (extra.unit === 'day' && length.days > 1) {
    const days = plural(length.days, { one: '# day', other: '# days' })
    return (
      <Trans>
        <Price amount={cost} currency={currency} /> a person for {days}
      </Trans>
    )
  }
  return (
    <Trans>
      <Price amount={cost} currency={currency} /> a person for the trip
    </Trans>
  )
}

function ExtraBox({
  extra,
  length,
  currency,
  position,
  certified,
  chosen,
  onChange,
}: {
  extra: Extra
  length: DepartureLength
  currency: string
  position: number
  certified: boolean
  chosen: readonly ExtraChoice[]
  onChange: (chosen: ExtraChoice[]) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const taken = chosen.some((choice) => choice.position === position && choice.item === extra.item)
  // Nitrox is filled only for a diver certified to breathe it (Booking/Create refuses it otherwise).
  const barred = extra.item === 'nitrox' && !certified
  return (
    <div className="gear-piece">
      <label htmlFor={id} className="gear-check">
        <input
          id={id}
          type="checkbox"
          checked={taken && !barred}
          disabled={barred}
          aria-describedby={`${id}-price`}
          onChange={(event) => onChange(setExtra(chosen, position, extra.item, event.target.checked))}
        />
        <span dir="auto">{extra.name}</span>
      </label>
      <span className="gear-price muted small" id={`${id}-price`}>
        <ExtraPrice extra={extra} length={length} currency={currency} />
        {barred ? ` · ${t`needs a nitrox certification`}` : null}
      </span>
    </div>
  )
}
