import { type InputHTMLAttributes, useId } from 'react'

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }

/** A labelled input whose error is announced with it (aria-describedby), not part of its name. */
export function TextField({ label, error, ...input }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
