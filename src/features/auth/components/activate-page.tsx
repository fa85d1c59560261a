import '../auth.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../../api/client.ts'
import { fieldErrorsOf, getErrorMessage } from '../../../lib/errors.ts'
import { formAlertOf } from '../../../lib/form-alert.ts'
import { useSession } from '../../../lib/preferences-context.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useConfirmEmailMutation, useSendCodeMutation } from '../api/sign-up.ts'
import { safeRedirect } from '../safe-redirect.ts'

/**
 * E-mail activation (designed here): the six-digit code mailed at sign-up, or a new one on request. An
 * account whose e-mail is confirmed already (`verified`, from the profile) is told so, with nothing to enter.
 */
export function ActivatePage({ redirectTo, verified }: { redirectTo?: string; verified: boolean }) {
  const { t } = useLingui()
  const router = useRouter()
  const session = useSession()
  const send = useSendCodeMutation()
  const confirm = useConfirmEmailMutation()
  const [code, setCode] = useState('')
  const errors = fieldErrorsOf(confirm.error)
  const email = session?.email ?? ''
  const already = send.error instanceof ApiError && send.error.code === 'AlreadyVerified'
  // A wrong code is said on the code's field, not again above the form.
  const alert = formAlertOf(confirm.error, ['Code'])
  const onwards = () => router.history.replace(safeRedirect(redirectTo ?? '/user/profile'))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    confirm.mutate(code.trim())
  }

  if (confirm.isSuccess) {
    return (
      <section className="container page auth-page">
        <div className="card auth-card">
          <h1>{t`Your e-mail is confirmed`}</h1>
          <p className="form-success" role="status">{t`Thank you. Your account is active.`}</p>
          <button type="button" className="button button-block" onClick={onwards}>
            {t`Continue`}
          </button>
        </div>
      </section>
    )
  }

  if (verified) {
    return (
      <section className="container page auth-page">
        <div className="card auth-card">
          <h1>{t`Your account is already active`}</h1>
          <p className="form-success" role="status">
            <Trans>
              Your e-mail <strong dir="ltr">{email}</strong> is confirmed. There is no code to enter.
            </Trans>
          </p>
          <button type="button" className="button button-block" onClick={onwards}>
            {t`Continue`}
          </button>
        </div>
      </section>
    )
  }

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t`Confirm your e-mail`}</h1>
        <p>
          <Trans>
            We sent a six-digit code to <strong dir="ltr">{email}</strong>. Enter it below; it is valid for 15 minutes.
          </Trans>
        </p>
        <form onSubmit={onSubmit} noValidate>
          {alert ? (
            <p className="form-error" role="alert">
              {alert}
            </p>
          ) : null}
          <TextField
            label={t`Confirmation code`}
            name="code"
            className="code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            dir="ltr"
            required
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={errors.Code}
          />
          <button type="submit" className="button button-block" disabled={confirm.isPending || code.length !== 6}>
            {confirm.isPending ? t`Checking…` : t`Confirm e-mail`}
          </button>
        </form>
        <div className="divider">
          <span>{t`or`}</span>
        </div>
        {send.isSuccess ? <p className="form-success" role="status">{t`A new code is on its way. It replaces the one before.`}</p> : null}
        {send.error ? (
          <p className={already ? 'form-success' : 'form-error'} role="alert">
            {getErrorMessage(send.error)}
          </p>
        ) : null}
        <button type="button" className="button button-outline button-block" disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? t`Sending…` : t`Send a new code`}
        </button>
      </div>
    </section>
  )
}
