import '../auth.css'
import { useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { fieldErrorsOf, getErrorMessage } from '../../../lib/errors.ts'
import { formAlertOf } from '../../../lib/form-alert.ts'
import { TextField } from '../../../ui/text-field.tsx'
import { useGuestMutation, useLoginMutation } from '../api/sign-in.ts'
import { safeRedirect } from '../safe-redirect.ts'

export function SignInPage({ redirectTo, ended = false, reason }: { redirectTo?: string; ended?: boolean; reason?: 'favorite' | 'booking' }) {
  const { t } = useLingui()
  const router = useRouter()
  const login = useLoginMutation()
  const guest = useGuestMutation()
  const errorId = useId()
  const guestHintId = useId()
  const fieldErrors = fieldErrorsOf(login.error)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    login.mutate(
      { email: (form.get('email') as string | null) ?? '', password: (form.get('password') as string | null) ?? '' },
      { onSuccess: () => router.history.replace(safeRedirect(redirectTo)) },
    )
  }

  // A refusal of the e-mail or password is said beside it, not again above the form.
  const failure = login.error ? formAlertOf(login.error, ['email', 'password']) : guest.error ? getErrorMessage(guest.error) : null
  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t`Sign in`}</h1>
        {ended ? (
          <p className="form-notice" role="status">{t`You were signed out. Please sign in again.`}</p>
        ) : reason === 'favorite' ? (
          <p className="form-notice" role="status">{t`Sign in or create an account to save this to your favorites. It is saved as soon as you are in.`}</p>
        ) : reason === 'booking' ? (
          <p className="form-notice" role="status">
            {t`Sign in or create an account to book: the seats are held in your name, and your voucher and invoice are kept in your account. You come back to this date as soon as you are in.`}
          </p>
        ) : (
          <p className="muted">{t`Welcome back. Sign in to see your bookings, invoices and wallet.`}</p>
        )}
        <form onSubmit={onSubmit} noValidate aria-describedby={failure ? errorId : undefined}>
          {failure ? (
            <p className="form-error" role="alert" id={errorId}>
              {failure}
            </p>
          ) : null}
          <TextField label={t`E-mail`} error={fieldErrors.email} name="email" type="email" autoComplete="email" inputMode="email" dir="ltr" required />
          <TextField label={t`Password`} error={fieldErrors.password} name="password" type="password" autoComplete="current-password" dir="ltr" required />
          <p className="auth-aside">
            <Link to="/auth/forgot">{t`Forgot your password?`}</Link>
          </p>
          <button type="submit" className="button button-block" disabled={login.isPending}>
            {login.isPending ? t`Signing in…` : t`Sign in`}
          </button>
        </form>
        <div className="divider">
          <span>{t`or`}</span>
        </div>
        <button
          type="button"
          className="button button-outline button-block"
          disabled={guest.isPending}
          aria-describedby={guestHintId}
          onClick={() => guest.mutate(undefined, { onSuccess: () => router.history.push('/') })}
        >
          {t`Continue as guest`}
        </button>
        <p
          className="muted small center guest-hint"
          id={guestHintId}
        >{t`A guest can browse every trip, course and dive center; booking and favorites need an account.`}</p>
        <p className="muted center">
          {t`New to Reefline?`} <Link to="/auth/signup" search={{ redirect: redirectTo }}>{t`Create an account`}</Link>
        </p>
      </div>
    </section>
  )
}
