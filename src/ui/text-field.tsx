import type { InputHTMLAttributes } from 'react'
import { Field } from './field.tsx'

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }

/** A labelled input with its error (see Field). */
export function TextField({ label, error, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...control} {...input} />}
    </Field>
  )
}
