import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type GearChoice, pieceCost, type Rental, type Rentals } from '../../../../contract/gear.ts'
import { Price } from '../../../ui/price.tsx'
import { setChoice, sizeLeft } from '../gear.ts'

type Props = {
  rentals: Rentals
  /** each traveller's name as typed, by position (1 first); '' while not typed yet */
  travellers: readonly string[]
  chosen: readonly GearChoice[]
  onChange: (chosen: GearChoice[]) => void
  /** the server's word when it refused the gear (a size just rented out, a rental withdrawn) */
  error: string | null
}

/**
 * Rental gear, a block a traveller: each thing the center rents with its price for this date (per
 * day times the days, or once) and, for what comes in sizes, each size with what is left once the
 * other travellers' choices on this page are counted, so no size is offered twice over.
 */
export function GearFields({ rentals, travellers, chosen, onChange, error }: Props) {
  const { t } = useLingui()
  const errorId = useId()
  if (rentals.rentals.length === 0) return null
  return (
    <section className="booking-gear" aria-labelledby="booking-gear-title" aria-describedby={error ? errorId : undefined}>
      <h2 id="booking-gear-title">{t`Rental gear`}</h2>
      <p className="muted small">{t`Rent what you do not bring: the center sets it aside for you on this date, and it is added to the total.`}</p>
      {travellers.map((name, index) => (
        <fieldset key={index} className="gear-traveller" data-testid={`gear-${index + 1}`}>
          <legend>
            <bdi>{name || t`Traveller ${index + 1}`}</bdi>
          </legend>
          <div className="gear-grid">
            {rentals.rentals.map((rental) => (
              <GearPiece key={rental.rentalId} rental={rental} days={rentals.days} position={index + 1} chosen={chosen} onChange={onChange} />
            ))}
          </div>
        </fieldset>
      ))}
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}

function GearPiece({
  rental,
  days,
  position,
  chosen,
  onChange,
}: {
  rental: Rental
  days: number
  position: number
  chosen: readonly GearChoice[]
  onChange: (chosen: GearChoice[]) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const mine = chosen.find((choice) => choice.position === position && choice.rentalId === rental.rentalId)
  const cost = pieceCost(rental, days)
  const length = plural(days, { one: '# day', other: '# days' })
  // A day's price on a one-day date is the whole trip's.
  const price =
    rental.per === 'day' && days > 1 ? (
      <Trans>
        <Price amount={cost} currency={rental.currency} /> for {length}
      </Trans>
    ) : (
      <Trans>
        <Price amount={cost} currency={rental.currency} /> for the trip
      </Trans>
    )
  const oneSize = rental.sizes.length === 1 && rental.sizes[0]!.size === ''
  if (oneSize) {
    const left = sizeLeft(rental, '', chosen, position)
    return (
      <div className="gear-piece">
        <label htmlFor={id} className="gear-check">
          <input
            id={id}
            type="checkbox"
            checked={mine !== undefined}
            disabled={mine === undefined && left === 0}
            onChange={(event) => onChange(setChoice(chosen, position, rental.rentalId, event.target.checked ? '' : null))}
          />
          <span>{rental.name}</span>
        </label>
        <span className="gear-price muted small">
          {price}
          {left === 0 && mine === undefined ? ` · ${t`none left`}` : null}
        </span>
      </div>
    )
  }
  return (
    <div className="gear-piece">
      <label htmlFor={id}>{rental.name}</label>
      <select
        id={id}
        value={mine?.size ?? ''}
        onChange={(event) => onChange(setChoice(chosen, position, rental.rentalId, event.target.value === '' ? null : event.target.value))}
      >
        <option value="">{t`Not needed`}</option>
        {rental.sizes.map((size) => {
          const left = sizeLeft(rental, size.size, chosen, position)
          const label = size.size
          return (
            <option key={size.size} value={size.size} disabled={left === 0 && mine?.size !== size.size}>
              {left === 0 ? t`${label}: none left` : left <= 3 ? t`${label}: ${plural(left, { one: '# left', other: '# left' })}` : label}
            </option>
          )
        })}
      </select>
      <span className="gear-price muted small">{price}</span>
    </div>
  )
}
