import '../auth.css'
import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { RegisterBody } from '../../../../contract/users.ts'
import { countriesQueryOptions } from '../../../lib/countries.ts'
import { fieldErrorsOf } from '../../../lib/errors.ts'
import { formAlertOf } from '../../../lib/form-alert.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { useOnline } from '../../../lib/use-online.ts'
import { Field } from '../../../ui/field.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useRegisterMutation } from '../api/sign-up.ts'
import { refusedFields, type SignUpField, signUpFields } from '../sign-up-rules.ts'
import { PasswordRules } from './password-rules.tsx'

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
  // Every field the rules refuse is marked at once, before anything is sent: checking one at a time
  // (the password here, the e-mail at CheckMobileAndEmail, the name at Register) took three rounds.
  const [refused, setRefused] = useState<ReadonlySet<SignUpField>>(new Set())
  const [attempt, setAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const rulesId = useId()
  const taken = register.data?.taken
  const mine: Record<SignUpField, string> = {
    name: t`Enter your full name.`,
    // The server's words for the same refusals (server/lib/api-texts.ts), so either side says it alike.
    email: email.trim() === '' ? t`Enter your e-mail address.` : t`Enter a valid e-mail address.`,
    mobile: t`Enter the mobile number with its country code, in digits (spaces and dashes allowed), for example +20 100 123 4567.`,
    countryId: t`Choose a country from the list.`,
    password: t`The password does not meet the rules below.`,
  }
  const errors: Record<string, string | undefined> = {
    ...fieldErrorsOf(register.error),
    ...(taken?.emailExists ? { email: t`An account with this e-mail already exists. Sign in, or reset your password.` } : {}),
    ...(taken?.mobileExists ? { mobile: t`An account with this mobile number already exists.` } : {}),
    ...Object.fromEntries([...refused].map((field) => [field, mine[field]])),
  }
  const alert = formAlertOf(register.error, signUpFields)

  // After each refused attempt the first marked field takes the focus, so its message is read out with it.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const countryId = value(form, 'countryId')
    const body: RegisterBody = {
      name: value(form, 'name'),
      email: value(form, 'email'),
      password: (form.get('password') as string | null) ?? '',
      mobile: value(form, 'mobile') || null,
      countryId: countryId ? Number(countryId) : null,
      sex: value(form, 'sex') === 'Female' ? 'Female' : 'Male',
      isDriver: value(form, 'isDriver') !== 'false',
    }
    const problems = refusedFields(body)
    setRefused(problems)
    if (problems.size > 0) {
      register.reset() // the last answer no longer describes this attempt
      setAttempt((n) => n + 1)
      return
    }
    register.mutate(body, {
      onSuccess: (result) => (result.session ? void navigate({ to: '/auth/activate', search: { redirect: redirectTo } }) : setAttempt((n) => n + 1)),
      onError: () => setAttempt((n) => n + 1),
    })
  }

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t`Create your account`}</h1>
        <p className="muted">{t`Book trips and courses, keep your invoices and certificate with you, even offline.`}</p>
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          {alert ? (
            <p className="form-error" role="alert">
              {alert}
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
