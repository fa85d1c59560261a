import '../auth.css'
import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { countriesQueryOptions } from '../../../lib/countries.ts'
import { fieldErrorsOf, getErrorMessage } from '../../../lib/errors.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { useOnline } from '../../../lib/use-online.ts'
import { Field } from '../../../ui/field.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useRegisterMutation } from '../api/sign-up.ts'
import { passwordChecks, PasswordRules } from './password-rules.tsx'

const value = (form: FormData, name: string) => ((form.get(name) as string | null) ?? '').trim()

/**
 * Sign up (not shown in the spec: designed here): name, e-mail, mobile with its country, a password
 * whose rules show as it is typed, diver or not. A taken e-mail or mobile is said before the
 * account is made; then the e-mail is confirmed with the mailed code.
 */
export function SignUpPage({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const navigate = useNavigate()
  const online = useOnline()
  const register = useRegisterMutation(lang)
  const countries = useQuery(countriesQueryOptions(lang))
  const [password, setPassword] = useState('')
  const [email, setEmail] = useState('')
  const [weak, setWeak] = useState(false)
  const rulesId = useId()
  const taken = register.data?.taken
  const errors: Record<string, string | undefined> = {
    ...fieldErrorsOf(register.error),
    ...(taken?.emailExists ? { email: t`An account with this e-mail already exists. Sign in, or reset your password.` } : {}),
    ...(taken?.mobileExists ? { mobile: t`An account with this mobile number already exists.` } : {}),
    ...(weak ? { password: t`The password does not meet the rules below.` } : {}),
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const checks = passwordChecks(value(form, 'password'), value(form, 'email'))
    setWeak(!checks.length || !checks.max || !checks.notEmail)
    if (!checks.length || !checks.max || !checks.notEmail) return
    const countryId = value(form, 'countryId')
    register.mutate(
      {
        name: value(form, 'name'),
        email: value(form, 'email'),
        password: (form.get('password') as string | null) ?? '',
        mobile: value(form, 'mobile') || null,
        countryId: countryId ? Number(countryId) : null,
        sex: value(form, 'sex') === 'Female' ? 'Female' : 'Male',
        isDriver: value(form, 'isDriver') !== 'false',
      },
      { onSuccess: (result) => (result.session ? void navigate({ to: '/auth/activate', search: { redirect: redirectTo } }) : undefined) },
    )
  }

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t`Create your account`}</h1>
        <p className="muted">{t`Book trips and courses, keep your invoices and certificate with you, even offline.`}</p>
        <form onSubmit={onSubmit} noValidate>
          {register.error ? (
            <p className="form-error" role="alert">
              {getErrorMessage(register.error)}
            </p>
          ) : null}
          {!online ? <p className="form-error" role="alert">{t`You are offline. Creating an account needs a connection.`}</p> : null}
          <TextField label={t`Full name`} name="name" autoComplete="name" required maxLength={100} error={errors.name} />
          <TextField
            label={t`E-mail`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            required
            error={errors.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="mobile-row">
            <Field label={t`Country`} error={errors.countryId}>
              {(control) => (
                <select {...control} name="countryId" autoComplete="country" defaultValue="">
                  <option value="">{t`Choose a country`}</option>
                  {countries.data?.data.map((country) => (
                    <option key={country.countryId} value={country.countryId}>
                      {country.countryName}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField
              label={t`Mobile (with country code)`}
              name="mobile"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              placeholder="+20 100 123 4567"
              error={errors.mobile}
            />
          </div>
          <TextField
            label={t`Password`}
            name="password"
            type="password"
            autoComplete="new-password"
            dir="ltr"
            required
            minLength={8}
            maxLength={64}
            aria-describedby={rulesId}
            error={errors.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordRules id={rulesId} password={password} email={email} />
          <fieldset className="choice-group">
            <legend>{t`Gender`}</legend>
            <label>
              <input type="radio" name="sex" value="Male" defaultChecked /> {t`Male`}
            </label>
            <label>
              <input type="radio" name="sex" value="Female" /> {t`Female`}
            </label>
          </fieldset>
          <fieldset className="choice-group">
            <legend>{t`Are you a diver?`}</legend>
            <label>
              <input type="radio" name="isDriver" value="true" defaultChecked /> {t`Diver`}
            </label>
            <label>
              <input type="radio" name="isDriver" value="false" /> {t`Not Diver`}
            </label>
          </fieldset>
          <button type="submit" className="button button-block" disabled={register.isPending || !online}>
            {register.isPending ? t`Creating your account…` : t`Create account`}
          </button>
        </form>
        <p className="muted center">
          {t`Already have an account?`} <Link to="/auth/signin" search={{ redirect: redirectTo }}>{t`Sign in`}</Link>
        </p>
      </div>
    </section>
  )
}
