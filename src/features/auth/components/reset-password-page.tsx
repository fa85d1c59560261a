import '../auth.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { sessionStore } from '../../../api/session.ts'
import { fieldErrorsOf } from '../../../lib/errors.ts'
import { formAlertOf } from '../../../lib/form-alert.ts'
import { signOut } from '../../../lib/logout.ts'
import { newIdempotencyKey } from '../../../lib/offline-writes.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useResetPasswordMutation } from '../api/password-reset.ts'
import { passwordChecks, PasswordRules } from './password-rules.tsx'

/** The mailed link's page: a new password; every device of the diver is signed out, this one too. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const queryClient = useQueryClient()
  const reset = useResetPasswordMutation(lang)
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const rulesId = useId()
  const errors = fieldErrorsOf(reset.error)
  // A refused password is said on its field; the alert (with the way to a new link) is for the rest.
  const alert = formAlertOf(reset.error, ['password'])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const confirm = (new FormData(event.currentTarget).get('confirm') as string | null) ?? ''
    const checks = passwordChecks(password, '')
    if (!checks.length || !checks.max) return setProblem(t`The password does not meet the rules below.`)
    if (confirm !== password) return setProblem(t`The two passwords are not the same.`)
    setProblem(null)
    reset.mutate(
      { token, password, idempotencyKey: newIdempotencyKey() },
      // The server ended every session of the diver: a session kept here would only be refused.
      { onSuccess: () => (sessionStore.get() ? void signOut(queryClient) : undefined) },
    )
  }

  if (reset.isSuccess) {
    return (
      <section className="container page auth-page">
        <div className="card auth-card auth-steps" role="status">
          <h1>{t`Your password was changed`}</h1>
          <p>{t`For your safety, every device that was signed in to your account has been signed out.`}</p>
          <Link to="/auth/signin" className="button button-block">{t`Sign in with the new password`}</Link>
        </div>
      </section>
    )
  }
  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t`Choose a new password`}</h1>
        <form onSubmit={onSubmit} noValidate>
          {alert ? (
            <div className="form-error" role="alert">
              <p>{alert}</p>
              <Link to="/auth/forgot">{t`Ask for a new link`}</Link>
            </div>
          ) : null}
          <TextField
            label={t`New password`}
            name="password"
            type="password"
            autoComplete="new-password"
            dir="ltr"
            required
            aria-describedby={rulesId}
            error={problem ?? errors.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordRules id={rulesId} password={password} email="" />
          <TextField label={t`Confirm new password`} name="confirm" type="password" autoComplete="new-password" dir="ltr" required />
          <button type="submit" className="button button-block" disabled={reset.isPending}>
            {reset.isPending ? t`Saving…` : t`Save new password`}
          </button>
        </form>
      </div>
    </section>
  )
}
