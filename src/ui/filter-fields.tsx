import './filters.css'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { usedCountriesQueryOptions } from '../lib/countries.ts'
import { organizationsQueryOptions } from '../lib/organizations.ts'
import { usePreferences } from '../lib/preferences-context.tsx'

/** A select's value as an id (empty: no filter). */
export const idOf = (value: string): number | undefined => (value ? Number(value) : undefined)

/** The training-agency filter of the directory and the trips area (the agencies list is shared and cached). */
export function AgencyFilter({ id, value, onChange }: { id: string; value: number | undefined; onChange: (org: number | undefined) => void }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const agencies = useQuery(organizationsQueryOptions(lang))
  return (
    <div className="filter-field">
      <label htmlFor={id}>{t`Training agency`}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(idOf(event.target.value))}>
        <option value="">{t`Any agency`}</option>
        {agencies.data?.data.organizations.map((agency) => (
          <option key={agency.organizationId} value={agency.organizationId}>
            {agency.shortName}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The country filter of the directory and the trips area: the countries that have dive centers (shared and cached). */
export function CountryFilter({ id, value, onChange }: { id: string; value: number | undefined; onChange: (country: number | undefined) => void }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const countries = useQuery(usedCountriesQueryOptions(lang))
  return (
    <div className="filter-field">
      <label htmlFor={id}>{t`Country`}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(idOf(event.target.value))}>
        <option value="">{t`All countries`}</option>
        {countries.data?.data.map((country) => (
          <option key={country.countryId} value={country.countryId}>
            {country.countryName}
          </option>
        ))}
      </select>
    </div>
  )
}

type Payment = { payNow?: boolean; payLater?: boolean }

/**
 * Pay now / pay later: one ticked keeps what takes that way of paying; both ticked keep what takes
 * either (the server widens, it does not require both). An unticked box leaves the URL.
 */
export function PaymentFilter({ legend, value, onChange }: { legend: string; value: Payment; onChange: (changes: Payment) => void }) {
  const { t } = useLingui()
  return (
    <fieldset className="filter-services">
      <legend>{legend}</legend>
      <label>
        <input type="checkbox" checked={value.payNow ?? false} onChange={(event) => onChange({ payNow: event.target.checked || undefined })} /> {t`Pay now`}
      </label>
      <label>
        <input type="checkbox" checked={value.payLater ?? false} onChange={(event) => onChange({ payLater: event.target.checked || undefined })} />{' '}
        {t`Pay later`}
      </label>
    </fieldset>
  )
}
