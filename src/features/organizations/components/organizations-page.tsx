import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { organizationsQueryOptions } from '../queries.ts'

/** The training agencies whose courses Reefline's centers teach. */
export function OrganizationsPage() {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data, error, isPending, refetch } = useQuery(organizationsQueryOptions(lang))
  useDocumentHead(t`Training agencies`, t`The agencies whose courses you can book with Reefline's dive centers and instructors.`)
  return (
    <section className="container page">
      <h1>{t`Training agencies`}</h1>
      <p className="lead">{t`The agencies whose courses you can book with Reefline's dive centers and instructors.`}</p>
      {isPending ? <p className="muted">{t`Loading…`}</p> : null}
      {error ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <ul className="card-grid">
          {data.data.organizations.map((organization) => (
            <li key={organization.organizationId} className="card organization-card">
              <img src={organization.logoUrl} alt="" width="64" height="64" loading="lazy" />
              <div>
                <h2 lang="en">{organization.shortName}</h2>
                <p>{organization.name}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
