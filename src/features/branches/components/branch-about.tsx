import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BranchDetailsDto } from '../../../../contract/branches.ts'
import { slugify } from '../../../lib/slug.ts'
import { telHref, whatsappHref } from '../../../ui/center-contacts.tsx'
import { SafeHtml } from '../../../ui/safe-html.tsx'

const social = [
  ['website', 'Website'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['twitter', 'X'],
  ['linkedIn', 'LinkedIn'],
] as const

/** The description (HTML from the database, sanitized, line breaks kept) and the branch's facts. */
export function BranchAbout({ branch }: { branch: BranchDetailsDto }) {
  const { t } = useLingui()
  // A center that takes neither is booked through the telephones, WhatsApp and e-mail below.
  const payments = [branch.payNow ? t`Pay now online` : null, branch.payLater ? t`Pay on arrival` : null].filter(Boolean)
  if (payments.length === 0) payments.push(t`Booked with the center directly: by telephone, WhatsApp or e-mail`)
  const links = social.filter(([key]) => branch[key])
  return (
    <section className="detail-about" aria-labelledby="about-title">
      <h2 id="about-title">{t`About`}</h2>
      <SafeHtml html={branch.description} className="description" />
      <dl className="facts">
        {branch.languages.length > 0 ? (
          <>
            <dt>{t`Languages`}</dt>
            <dd>{branch.languages.join(' · ')}</dd>
          </>
        ) : null}
        {branch.organizations.length > 0 ? (
          <>
            <dt>{t`Training agencies`}</dt>
            <dd className="agency-links">
              {branch.organizations.map((agency) => (
                <Link
                  key={agency.organizationId}
                  to="/organization/details/$name/$id"
                  params={{ name: slugify(agency.shortName), id: String(agency.organizationId) }}
                  lang="en"
                >
                  <img src={agency.logoUrl} alt="" width="24" height="24" loading="lazy" /> {agency.shortName}
                </Link>
              ))}
            </dd>
          </>
        ) : null}
        {payments.length > 0 ? (
          <>
            <dt>{t`Payment`}</dt>
            <dd>{payments.join(' · ')}</dd>
          </>
        ) : null}
        {branch.tel ? (
          <>
            <dt>{t`Telephone`}</dt>
            <dd>
              <a href={telHref(branch.tel)} dir="ltr">
                {branch.tel}
              </a>
            </dd>
          </>
        ) : null}
        {branch.mobile ? (
          <>
            <dt>{t`Mobile`}</dt>
            <dd>
              <a href={telHref(branch.mobile)} dir="ltr">
                {branch.mobile}
              </a>
            </dd>
          </>
        ) : null}
        {branch.whatsapp ? (
          <>
            <dt>{t`WhatsApp`}</dt>
            <dd>
              <a href={whatsappHref(branch.whatsapp)} target="_blank" rel="noopener noreferrer" dir="ltr">
                {branch.whatsapp}
              </a>
            </dd>
          </>
        ) : null}
        {branch.email ? (
          <>
            <dt>{t`E-mail`}</dt>
            <dd>
              <a href={`mailto:${branch.email}`} dir="ltr">
                {branch.email}
              </a>
            </dd>
          </>
        ) : null}
        {links.length > 0 ? (
          <>
            <dt>{t`Online`}</dt>
            <dd className="social-links">
              {links.map(([key, label]) => (
                <a key={key} href={branch[key]!} target="_blank" rel="noopener noreferrer nofollow">
                  {key === 'website' ? t`Website` : label}
                </a>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
