import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { formatCount } from '../../../../shared/format.ts'
import { Price } from '../../../ui/price.tsx'
import { type CabinOption, sharedBerthName } from '../cabins.ts'

type Props = {
  options: readonly CabinOption[]
  divers: number
  chosen: CabinOption | null
  currency: string
  error: string | null
  /** a cabin is there to be had but the page chose none: the shared berth's sex is the diver's to say */
  toChoose: boolean
  onChoose: (key: string) => void
}

/**
 * The cabin a liveaboard is booked by, each with its deck, berths, bathroom, price per person and
 * what is left; a cabin that cannot be had for the divers booked says why and cannot be chosen. Those
 * that can be had come first, cheapest first: on a big boat the diver should not scroll past sold-out
 * suites and doubles their party cannot fill to find what is left for them.
 */
export function CabinChoice({ options, divers, chosen, currency, error, toChoose, onChoose }: Props) {
  const { t, i18n } = useLingui()
  const canHave = options.filter((option) => option.sale.ok)
  const cannotHave = options.filter((option) => !option.sale.ok)
  const described = [toChoose ? 'booking-cabin-hint' : null, error ? 'booking-cabin-error' : null].filter(Boolean).join(' ')
  return (
    <fieldset className="booking-payment booking-cabins" aria-describedby={described || undefined} data-testid="booking-cabins">
      <legend>{t`Cabin`}</legend>
      {toChoose ? (
        <p className="field-hint" id="booking-cabin-hint">
          {t`Choose a cabin. A shared cabin is shared by divers of one sex: choose the one shared with men or with women.`}
        </p>
      ) : null}
      {[...canHave, ...cannotHave].map(({ key, sharedWith, cabin, sale }) => {
        const berths = formatCount(cabin.berths, i18n.locale)
        // A shared berth beside the whole cabins the other divers fill.
        const whole = (divers - 1) / cabin.berths
        const label = sharedWith ? sharedBerthName(cabin.name, whole, sharedWith) : cabin.name
        const facts = [cabin.deckName, cabin.enSuite ? t`en-suite` : t`shared bathroom`, plural(cabin.berths, { one: 'sleeps #', other: 'sleeps #' })].join(
          ' · ',
        )
        const cabinsLeft = plural(cabin.cabinsLeft, { one: '# cabin left', other: '# cabins left' })
        // A shared berth: the cabins left for the others' whole ones, and the berths open to its sex, else the cabins it could open.
        const open = sharedWith ? cabin.sharedBerthsOpen[sharedWith] : 0
        const toShare =
          open > 0
            ? plural(open, { one: '# berth free in a shared cabin', other: '# berths free in shared cabins' })
            : whole === 0
              ? plural(cabin.cabinsLeft, { one: '# cabin left to share', other: '# cabins left to share' })
              : null
        const left = sharedWith ? [whole > 0 ? cabinsLeft : null, toShare].filter(Boolean).join(' · ') : cabinsLeft
        const why = sale.ok
          ? null
          : sale.problem === 'soldOut'
            ? sale.left > 0
              ? t`Not enough left for this many divers.`
              : t`Sold out on this date.`
            : t`Each cabin sleeps ${berths}: book divers to fill them, or a berth in a shared cabin for the one left over.`
        return (
          <Fragment key={key}>
            {key === cannotHave[0]?.key && canHave.length > 0 ? <p className="booking-cabins-closed">{t`Not available for this booking`}</p> : null}
            <label className="payment-option" data-testid={`cabin-${key}`}>
              <input type="radio" name="cabin" value={key} checked={chosen?.key === key} disabled={!sale.ok} onChange={() => onChoose(key)} />
              <span>
                <span className="payment-option-label">{label}</span>
                <span className="payment-option-help">{facts}</span>
                <span className="payment-option-help">
                  <Trans>
                    <Price amount={cabin.price} currency={currency} /> per person
                  </Trans>
                  {sale.ok && sale.supplement > 0 ? (
                    <>
                      {' · '}
                      <Trans>
                        single-use supplement <Price amount={sale.supplement} currency={currency} />
                      </Trans>
                    </>
                  ) : null}
                  {' · '}
                  {left}
                </span>
                {why ? <span className="payment-option-help">{why}</span> : null}
              </span>
            </label>
          </Fragment>
        )
      })}
      {error ? (
        <p className="field-error" id="booking-cabin-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
