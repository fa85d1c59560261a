import '../../account-sheets.ts'
import '../profile.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { type FormEvent, useId } from 'react'
import { fieldErrorsOf, getErrorMessage } from '../../../../lib/errors.ts'
import { useOnline } from '../../../../lib/use-online.ts'
import { Field } from '../../../../ui/field.tsx'
import { SavedNotice } from '../../../../ui/saved-notice.tsx'
import { TextField } from '../../../../ui/text-field.tsx'
import { useDiver } from '../../hooks/use-diver.ts'
import { useUpdateProfile } from '../api/profile.ts'
import { countriesQueryOptions } from '../../../../lib/countries.ts'
import { organizationsQueryOptions } from '../../../../lib/organizations.ts'
import { profileQueryOptions } from '../api/profile.ts'
import { MessagePreferences } from './message-preferences.tsx'
import { NeedsNetwork } from '../../components/needs-network.tsx'
import { PasswordForm } from './password-form.tsx'
import { ProfilePictures } from './profile-pictures.tsx'

const text = (form: FormData, name: string) => ((form.get(name) as string | null) ?? '').trim()

/** SPEC §2.4 Profile: every field, saved for real, with the server's errors beside their fields. */
export function ProfilePage() {
  const { t } = useLingui()
  const { userId, lang } = useDiver()
  const online = useOnline()
  const query = useSuspenseQuery(profileQueryOptions(userId, lang))
  const countries = useQuery(countriesQueryOptions(lang))
  const organizations = useQuery(organizationsQueryOptions(lang))
  const save = useUpdateProfile(userId)
  const errors = fieldErrorsOf(save.error)
  const genderId = useId()
  const diverId = useId()
  const profile = query.data.data
  // The form starts again from the server's values only when they differ from those it started
  // from (a save, a change made on another device): the refetch every visit makes answers the same
  // values, and must not wipe what the diver is typing.
  const savedValues = JSON.stringify([
    profile.name,
    profile.sex,
    profile.countryId,
    profile.mobile,
    profile.isDriver,
    profile.organizationId,
    profile.driverNumber,
  ])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const id = (name: string) => (text(form, name) ? Number(text(form, name)) : null)
    save.mutate({
      name: text(form, 'name'),
      sex: text(form, 'sex') === 'Female' ? 'Female' : 'Male',
      countryId: id('countryId'),
      mobile: text(form, 'mobile') || null,
      isDriver: text(form, 'isDriver') === 'true',
      organizationId: id('organizationId'),
      driverNumber: text(form, 'driverNumber') || null,
    })
  }

  return (
    <section aria-labelledby="profile-title" className="profile-page">
      <h1 id="profile-title">{t`Profile`}</h1>
      <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
      <ProfilePictures profile={profile} userId={userId} />
      <form className="card profile-form" onSubmit={onSubmit} noValidate key={savedValues}>
        <h2>{t`Your details`}</h2>
        {save.error ? (
          <p className="form-error" role="alert">
            {getErrorMessage(save.error)}
          </p>
        ) : null}
        {save.isSuccess && !save.isPending ? <p className="form-success" role="status">{t`Your profile was saved.`}</p> : null}
        <TextField label={t`Name`} name="name" autoComplete="name" defaultValue={profile.name} error={errors.name} required maxLength={100} />
        <fieldset className="choice-group">
          <legend id={genderId}>{t`Gender`}</legend>
          <label>
            <input type="radio" name="sex" value="Male" defaultChecked={profile.sex === 'Male'} /> {t`Male`}
          </label>
          <label>
            <input type="radio" name="sex" value="Female" defaultChecked={profile.sex === 'Female'} /> {t`Female`}
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor={`${genderId}-email`}>{t`E-mail`}</label>
          <div className="inline-value">
            <input id={`${genderId}-email`} value={profile.email} readOnly dir="ltr" />
            {profile.isVerified ? (
              <span className="chip-status">{t`Verified`}</span>
            ) : (
              <Link to="/auth/activate" search={{ redirect: '/user/profile' }} className="button button-small">{t`Active Account`}</Link>
            )}
          </div>
        </div>
        {/* A list's select starts again once, when its choices arrive (so the saved one is chosen), never at a later refetch. */}
        <Field label={t`Country`} error={errors.countryId}>
          {(control) => (
            <select {...control} name="countryId" defaultValue={profile.countryId ?? ''} key={countries.data ? 'listed' : 'waiting'}>
              <option value="">{t`Choose a country`}</option>
              {profile.countryId && !countries.data ? <option value={profile.countryId}>{profile.country}</option> : null}
              {countries.data?.data.map((country) => (
                <option key={country.countryId} value={country.countryId}>
                  {country.countryName}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t`Mobile`}
          name="mobile"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          defaultValue={profile.mobile ?? ''}
          error={errors.mobile}
          placeholder="+20 100 123 4567"
        />
        <fieldset className="choice-group">
          <legend id={diverId}>{t`Are you a diver?`}</legend>
          <label>
            <input type="radio" name="isDriver" value="true" defaultChecked={profile.isDriver} /> {t`Diver`}
          </label>
          <label>
            <input type="radio" name="isDriver" value="false" defaultChecked={!profile.isDriver} /> {t`Not Diver`}
          </label>
        </fieldset>
        <Field label={t`Organization`} error={errors.organizationId}>
          {(control) => (
            <select {...control} name="organizationId" defaultValue={profile.organizationId ?? ''} key={organizations.data ? 'listed' : 'waiting'}>
              <option value="">{t`No organization`}</option>
              {profile.organizationId && !organizations.data ? <option value={profile.organizationId}>{profile.shortName}</option> : null}
              {organizations.data?.data.organizations.map((org) => (
                <option key={org.organizationId} value={org.organizationId}>
                  {org.shortName}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField label={t`Diver number`} name="driverNumber" dir="ltr" defaultValue={profile.driverNumber ?? ''} error={errors.driverNumber} maxLength={50} />
        <NeedsNetwork online={online} />
        <button type="submit" className="button" disabled={save.isPending || !online}>
          {save.isPending ? t`Saving…` : t`Save`}
        </button>
      </form>
      <MessagePreferences userId={userId} bookingMail={profile.bookingMail} online={online} />
      <PasswordForm online={online} />
    </section>
  )
}
