import '../auth.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { fieldErrorsOf } from '../../../lib/errors.ts'
import { formAlertOf } from '../../../lib/form-alert.ts'
import { newIdempotencyKey } from '../../../lib/offline-writes.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useResetLinkMutation } from '../api/password-reset.ts'

/** Forgot password: the e-mail gets a single-use link to /auth/reset/<token> (the answer never says whether the account exists). */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const send = useResetLinkMutation(lang)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const errors = fieldErrorsOf(send.error)
  const alert = formAlertOf(send.error, ['email'])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = ((new FormData(event.currentTarget).get('email') as string | null) ?? '').trim()
    send.mutate({ email, idempotencyKey: newIdempotencyKey() }, { onSuccess: () => setSentTo(email) })
  }

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t`Reset your password`}</h1>
        {sentTo ? (
          <div className="auth-steps" role="status">
            <p>{t`If an account uses ${sentTo}, we have sent it a link to choose a new password. The link works once, for one hour.`}</p>
            <p className="muted">{t`No e-mail? Check your spam folder, or send the link again.`}</p>
            <button type="button" className="button button-outline" onClick={() => setSentTo(null)}>{t`Send again`}</button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <p className="muted">{t`Enter the e-mail of your account and we will send you a link to choose a new password.`}</p>
            {alert ? (
              <p className="form-error" role="alert">
                {alert}
              </p>
            ) : null}
            <TextField label={t`E-mail`} name="email" type="email" autoComplete="email" inputMode="email" dir="ltr" required error={errors.email} />
            <button type="submit" className="button button-block" disabled={send.isPending}>
              {send.isPending ? t`Sending…` : t`Send reset link`}
            </button>
          </form>
        )}
        <p className="muted center">
          <Link to="/auth/signin">{t`Back to sign in`}</Link>
        </p>
      </div>
    </section>
  )
}
