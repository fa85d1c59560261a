import type { InputHTMLAttributes } from 'react'
import { Field } from './field.tsx'

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }

/**
 * A labelled input with its error (see Field). A description of the input's own (the password rules)
 * joins the error's instead of replacing it: the error was not read out with the field that had one.
 */
export function TextField({ label, error, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...control} {...input} aria-describedby={[control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined} />}
    </Field>
  )
}
