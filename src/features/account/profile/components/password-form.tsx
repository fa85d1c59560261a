import { Plural, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { fieldErrorsOf } from '../../../../lib/errors.ts'
import { formAlertOf } from '../../../../lib/form-alert.ts'
import { newIdempotencyKey } from '../../../../lib/offline-writes.ts'
import { TextField } from '../../../../ui/text-field.tsx'
import { useChangePassword } from '../api/profile.ts'

/**
 * Current / new / confirm that really change the password (the spec's site ignored them). Every
 * other device of the diver is signed out, and the screen says how many were.
 */
export function PasswordForm({ online }: { online: boolean }) {
  const { t } = useLingui()
  const change = useChangePassword()
  const [mismatch, setMismatch] = useState(false)
  const errors = fieldErrorsOf(change.error)
  // "The current password is incorrect" was said on the field and again above the form.
  const alert = formAlertOf(change.error, ['currentPassword', 'newPassword'])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const value = (name: string) => (data.get(name) as string | null) ?? ''
    // Each attempt starts clean: the last attempt's error (or success) no longer describes this one.
    change.reset()
    if (value('newPassword') !== value('confirmPassword')) {
      setMismatch(true)
      return
    }
    setMismatch(false)
    change.mutate(
      { currentPassword: value('currentPassword'), newPassword: value('newPassword'), idempotencyKey: newIdempotencyKey() },
      { onSuccess: () => form.reset() },
    )
  }

  const signedOut = change.data?.metaData.otherSessionsSignedOut ?? 0
  return (
    <form className="card profile-form" onSubmit={onSubmit} noValidate>
      <h2>{t`Change password`}</h2>
      {alert ? (
        <p className="form-error" role="alert">
          {alert}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p className="form-success" role="status">
          <Plural
            value={signedOut}
            _0="Your password was changed. No other device was signed in."
            one="Your password was changed. # other device was signed out."
            other="Your password was changed. # other devices were signed out."
          />
        </p>
      ) : null}
      <TextField
        label={t`Current password`}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        dir="ltr"
        required
        error={errors.currentPassword}
      />
      <TextField
        label={t`New password`}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        dir="ltr"
        required
        minLength={8}
        maxLength={64}
        error={errors.newPassword}
      />
      <TextField
        label={t`Confirm new password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        dir="ltr"
        required
        error={mismatch ? t`The two new passwords are not the same.` : undefined}
      />
      <p className="muted field-hint">{t`8 to 64 characters, not a common password and not your e-mail. Your other devices will be signed out.`}</p>
      <button type="submit" className="button" disabled={change.isPending || !online}>
        {change.isPending ? t`Saving…` : t`Change password`}
      </button>
    </form>
  )
}
