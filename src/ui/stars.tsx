import './ui.css'
import { useLingui } from '@lingui/react/macro'
import { StarIcon } from './icons.tsx'

/** 4 → "4", 4.25 → "4.3": both languages write Latin digits here, as the browser's Arabic does. */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10)

/**
 * A read-only rating (0–5) as five stars, filled to the value, with its number for every reader.
 * Display only: an input for choosing a rating is a different control.
 */
export function Stars({ value, showValue = true }: { value: number; showValue?: boolean }) {
  const { t } = useLingui()
  const shown = oneDecimal(value)
  const percent = `${Math.max(0, Math.min(5, value)) * 20}%`
  return (
    <span className="stars" role="img" aria-label={t`Rated ${shown} out of 5`}>
      <span className="stars-track" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((n) => (
          <StarIcon key={n} />
        ))}
        <span className="stars-fill" style={{ width: percent }}>
          {[0, 1, 2, 3, 4].map((n) => (
            <StarIcon key={n} fill="currentColor" />
          ))}
        </span>
      </span>
      {showValue ? (
        <span className="stars-value" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </span>
  )
}
