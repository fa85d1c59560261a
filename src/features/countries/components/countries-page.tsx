import '../countries.css'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { destinationsQueryOptions } from '../../../lib/featured.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { slugify } from '../../../lib/slug.ts'
import { DestinationCounts } from '../../../ui/destination-counts.tsx'

/** Every country with dive centers, most centers first, each opening its page. */
export function CountriesPage() {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data } = useSuspenseQuery(destinationsQueryOptions(lang))
  useDocumentHead(t`Dive destinations`, t`Countries where Reefline divers book trips and courses.`)
  return (
    <section className="container page">
      <h1>{t`Dive destinations`}</h1>
      <p className="lead">{t`Countries where Reefline divers book trips and courses.`}</p>
      <ul className="card-grid country-grid">
        {data.data.map((country) => (
          <li key={country.countryId}>
            <Link
              to="/countries/$name/$id"
              params={{ name: slugify(country.countryName), id: String(country.countryId) }}
              className="card card-link country-card"
            >
              <img src={country.imageUrl} alt="" width="96" height="64" loading="lazy" decoding="async" />
              <span>
                <span className="country-name" dir="auto">
                  {country.countryName}
                </span>
                <span className="muted small">
                  <DestinationCounts country={country} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
