import { type ReactNode, useId } from 'react'

export type FieldControl = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/** A label, a control and its error, wired so the error is announced with the control, not part of its name. */
export function Field({ label, error, children }: { label: string; error?: string; children: (control: FieldControl) => ReactNode }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
