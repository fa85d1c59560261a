import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { countriesQueryOptions } from '../queries.ts'

export function CountriesPage() {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data, error, isPending, refetch } = useQuery(countriesQueryOptions(lang))
  useDocumentHead(t`Dive destinations`, t`Countries where Reefline divers book trips and courses.`)
  return (
    <section className="container page">
      <h1>{t`Dive destinations`}</h1>
      <p className="lead">{t`Countries where Reefline divers book trips and courses.`}</p>
      {isPending ? <p className="muted">{t`Loading countries…`}</p> : null}
      {error ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <ul className="chip-grid">
          {data.data.map((country) => (
            <li key={country.countryId} className="chip">{country.countryName}</li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
