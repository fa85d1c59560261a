import './ui.css'
import { useLingui } from '@lingui/react/macro'
import { StarIcon } from './icons.tsx'

/**
 * A read-only rating (0–5) as five stars, filled to the value, with its number for every reader.
 * Display only: an input for choosing a rating is a different control.
 */
export function Stars({ value, showValue = true }: { value: number; showValue?: boolean }) {
  const { t, i18n } = useLingui()
  const shown = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(value)
  const percent = `${Math.max(0, Math.min(5, value)) * 20}%`
  return (
    <span className="stars" role="img" aria-label={t`Rated ${shown} out of 5`}>
      <span className="stars-track" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((n) => <StarIcon key={n} />)}
        <span className="stars-fill" style={{ width: percent }}>
          {[0, 1, 2, 3, 4].map((n) => <StarIcon key={n} fill="currentColor" />)}
        </span>
      </span>
      {showValue ? <span className="stars-value" aria-hidden="true">{shown}</span> : null}
    </span>
  )
}
