import '../organizations.css'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { slugify } from '../../../lib/slug.ts'
import { organizationsQueryOptions } from '../api/organizations.ts'

/** The training agencies whose courses Reefline's centers teach: logo, short and full name, each opening its page. */
export function OrganizationsPage() {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data } = useSuspenseQuery(organizationsQueryOptions(lang))
  useDocumentHead(t`Training agencies`, t`The agencies whose courses you can book with Reefline's dive centers and instructors.`)
  return (
    <section className="container page">
      <h1>{t`Training agencies`}</h1>
      <p className="lead">{t`The agencies whose courses you can book with Reefline's dive centers and instructors.`}</p>
      <ul className="card-grid">
        {data.data.organizations.map((organization) => (
          <li key={organization.organizationId}>
            <Link
              to="/organization/details/$name/$id"
              params={{ name: slugify(organization.shortName), id: String(organization.organizationId) }}
              className="card card-link organization-card"
            >
              <img src={organization.logoUrl} alt="" width="64" height="64" loading="lazy" decoding="async" />
              <span>
                <h2 className="organization-short" lang="en">
                  {organization.shortName}
                </h2>
                <span className="organization-name" dir="auto">
                  {organization.name}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
