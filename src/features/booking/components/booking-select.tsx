import { type ReactNode, useId } from 'react'

/** One of the booking's choices (date, seats) as a labelled select with its hint and its refusal. */
export function BookingSelect({
  label,
  error,
  hint,
  value,
  disabled,
  onChange,
  children,
}: {
  label: string
  error: string | null
  hint?: ReactNode
  value: string
  disabled?: boolean
  onChange: (value: string) => void
  children: ReactNode
}) {
  const id = useId()
  const describedBy = `${id}-error`
  return (
    <div className="field booking-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? describedBy : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {hint ? <span className="field-hint muted">{hint}</span> : null}
      {error ? (
        <span className="field-error" id={describedBy} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  )
}
