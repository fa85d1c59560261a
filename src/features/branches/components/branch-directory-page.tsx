import '../branches.css'
import '../../../ui/filters.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts'
import { organizationsQueryOptions } from '../../../lib/organizations.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { Tabs } from '../../../ui/tabs.tsx'
import type { BranchType } from '../../../../contract/branches.ts'
import { branchListQueryOptions } from '../api/branches.ts'
import type { DirectorySearch } from '../../../../contract/addresses.ts'
import { hasFilters } from '../search-query.ts'
import { BranchCard } from './branch-card.tsx'
import { DirectoryFilters } from './directory-filters.tsx'

const FIRST_CARDS = 3

/** "12 dive centers found", or past the server's counting limit, "More than 1,000". */
function ResultCount({ type, count, capped }: { type: BranchType; count: number; capped: boolean }) {
  if (capped) {
    return (
      <p className="result-count" role="status">
        {type === 'diveCenters' ? (
          <Plural value={count} one="More than # dive center found: narrow the filters" other="More than # dive centers found: narrow the filters" />
        ) : (
          <Plural value={count} one="More than # freelancer found: narrow the filters" other="More than # freelancers found: narrow the filters" />
        )}
      </p>
    )
  }
  return (
    <p className="result-count" role="status">
      {type === 'diveCenters' ? (
        <Plural value={count} _0="No dive centers found" one="# dive center found" other="# dive centers found" />
      ) : (
        <Plural value={count} _0="No freelancers found" one="# freelancer found" other="# freelancers found" />
      )}
    </p>
  )
}

function DirectoryList({ type, search }: { type: BranchType; search: DirectorySearch }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data } = useSuspenseQuery(branchListQueryOptions(type, search, lang))
  const agencies = useQuery(organizationsQueryOptions(lang))
  const agencyNames = new Map(agencies.data?.data.organizations.map((agency) => [agency.logoUrl, agency.shortName]))
  const items = data.data.diveCenters
  const page = search.page ?? 1
  // The first cards fill a phone's screen; the rest are built right after the first paint.
  const rest = useAfterFirstPaint()
  const shown = rest ? items : items.slice(0, FIRST_CARDS)
  return (
    <>
      <DirectoryFilters search={search} />
      <ResultCount type={type} count={data.data.tripsCount} capped={data.data.tripsCountCapped === true} />
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{type === 'diveCenters' ? t`No dive centers match these filters.` : t`No freelancers match these filters.`}</p>
          {hasFilters(search) ? <Link to="/branch/list/$type" params={{ type }} search={{}} className="button button-outline">{t`Clear filters`}</Link> : null}
        </div>
      ) : (
        <ul className="branch-list">
          {shown.map((item, index) => (
            <li key={item.branchId}>
              <BranchCard item={item} agencyNames={agencyNames} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={data.metaData.pageCount}
        linkTo={(n) => ({ to: '/branch/list/$type', params: { type }, search: { ...search, page: n === 1 ? undefined : n } })}
      />
    </>
  )
}

function Soon({ what }: { what: string }) {
  const { t } = useLingui()
  return (
    <div className="empty-state soon-panel">
      <p className="soon-badge">{t`Soon`}</p>
      <p>{what}</p>
    </div>
  )
}

/** SPEC §2.3 directory: filters, count, cards and pagination, beside the tabs that open soon. */
export function BranchDirectoryPage({ type, search }: { type: BranchType; search: DirectorySearch }) {
  const { t } = useLingui()
  const title = type === 'diveCenters' ? t`Dive Centers` : t`Freelancers`
  useDocumentHead(
    title,
    type === 'diveCenters'
      ? t`Compare dive centers by country, rating, language and training agency, and book their trips and courses.`
      : t`Find a freelance diving instructor by country, language and training agency.`,
  )
  const soon = (label: string) => (
    <>
      {label} <span className="tab-badge">{t`Soon`}</span>
    </>
  )
  return (
    <section className="container page directory">
      <h1>{title}</h1>
      <Tabs
        label={t`Browse`}
        items={[
          { id: 'list', label: title, content: <DirectoryList type={type} search={search} /> },
          { id: 'liveaboards', label: soon(t`Liveaboards`), content: <Soon what={t`Liveaboards by boat and route are coming soon.`} /> },
          { id: 'freediving', label: soon(t`Freediving`), content: <Soon what={t`Freediving sessions are coming soon.`} /> },
          { id: 'snorkeling', label: soon(t`Snorkeling`), content: <Soon what={t`Snorkeling trips are coming soon.`} /> },
          { id: 'courses', label: soon(t`Courses`), content: <Soon what={t`Courses from every agency are coming soon.`} /> },
        ]}
      />
    </section>
  )
}
