import './star-rating-input.css'
import { Plural } from '@lingui/react/macro'
import { useId } from 'react'

type StarRatingInputProps = {
  label: string
  value: number
  onChange: (value: number) => void
  /** what the value means, read after it (e.g. "Very Good") */
  describe?: (value: number) => string
  name?: string
}

/**
 * Choosing 1–5 stars: a native radio group drawn as stars, so arrow keys move between values (in
 * either direction of writing), Tab enters and leaves it as one stop, and a screen reader hears
 * "4 stars, 4 of 5". Clicking a star picks it; the stars up to it fill.
 */
export function StarRatingInput({ label, value, onChange, describe, name }: StarRatingInputProps) {
  const id = useId()
  const group = name ?? id
  return (
    <fieldset className="star-input">
      <legend>{label}</legend>
      <div className="star-input-stars">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={star <= value ? 'star-input-star is-on' : 'star-input-star'}>
            <input type="radio" name={group} value={star} checked={value === star} onChange={() => onChange(star)} className="visually-hidden" />
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
            </svg>
            <span className="visually-hidden">
              <Plural value={star} one="# star" other="# stars" />
            </span>
          </label>
        ))}
        {describe && value > 0 ? (
          <output className="star-input-text" htmlFor={undefined} aria-live="polite">
            {describe(value)}
          </output>
        ) : null}
      </div>
    </fieldset>
  )
}
