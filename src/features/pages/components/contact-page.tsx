import '../pages.css'
import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { fieldErrorsOf, getErrorMessage } from '../../../lib/errors.ts'
import { usePreferences, useSession } from '../../../lib/preferences-context.tsx'
import { showToast } from '../../../lib/toast.ts'
import { Field } from '../../../ui/field.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useContactMutation } from '../api/pages.ts'

/** Customer Service (SPEC §2.1 → /contact-us): a real form, filed as a ticket and acknowledged by e-mail. */
export function ContactPage() {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const session = useSession()
  const contact = useContactMutation()
  const [key, setKey] = useState(() => crypto.randomUUID())
  const errors = fieldErrorsOf(contact.error)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const field = (name: string) => (new FormData(form).get(name) as string | null) ?? ''
    contact.mutate(
      { body: { name: field('name'), email: field('email'), subject: field('subject'), message: field('message') }, key, lang },
      {
        onSuccess: ({ data }) => {
          showToast((toast) => toast.success(data.message))
          form.reset()
          setKey(crypto.randomUUID()) // the next message is a new action
        },
      },
    )
  }

  return (
    <section className="container page contact-page">
      <h1>{t`Contact us`}</h1>
      <p className="lead">{t`Our customer service team answers every message within one working day.`}</p>
      {contact.isSuccess ? (
        <p className="form-success" role="status">
          {t`Message received. Your ticket number is ${contact.data.data.ticketId}.`}
        </p>
      ) : null}
      <form className="card" onSubmit={onSubmit} noValidate>
        {contact.error ? (
          <p className="form-error" role="alert">
            {getErrorMessage(contact.error)}
          </p>
        ) : null}
        <TextField label={t`Name`} name="name" autoComplete="name" required maxLength={100} defaultValue={session?.name ?? ''} error={errors.name} />
        <TextField
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          defaultValue={session?.email ?? ''}
          error={errors.email}
        />
        <TextField label={t`Subject`} name="subject" maxLength={150} error={errors.subject} />
        <Field label={t`Message`} error={errors.message}>
          {(control) => <textarea {...control} name="message" rows={6} required minLength={10} maxLength={5000} dir="auto" />}
        </Field>
        <button type="submit" className="button" disabled={contact.isPending}>
          {contact.isPending ? t`Sending…` : t`Send message`}
        </button>
      </form>
    </section>
  )
}
