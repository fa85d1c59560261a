import '../organizations.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { OrganizationDetails } from '../../../../contract/organizations.ts'
import { formatDay } from '../../../../shared/format.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { slugify } from '../../../lib/slug.ts'
import { BranchTileGrid } from '../../../ui/branch-tile.tsx'
import { ListSection, SeeAll } from '../../../ui/list-section.tsx'
import { NotFoundState } from '../../../ui/not-found-state.tsx'
import { Price } from '../../../ui/price.tsx'
import { organizationDetailsQueryOptions } from '../api/organizations.ts'

type Course = OrganizationDetails['courses'][number]

/** One of the agency's courses: its level and next date, linking to that date's page when one is planned. */
function CourseRow({ course }: { course: Course }) {
  const { t, i18n } = useLingui()
  const next = course.nextDate === null ? '' : formatDay(course.nextDate, i18n.locale)
  return (
    <article className="card course-row">
      <img src={course.logoUrl} alt="" width="56" height="56" loading="lazy" decoding="async" />
      <div>
        <h3 dir="auto">
          {course.nextTempId !== null ? (
            <Link to="/trips/course/$name/$id" params={{ name: slugify(course.name), id: String(course.nextTempId) }}>
              {course.name}
            </Link>
          ) : (
            course.name
          )}
        </h3>
        <p className="muted small" dir="auto">
          {course.level}
        </p>
        <p className="course-description" dir="auto">
          {course.description}
        </p>
        {course.nextDate !== null ? (
          <p className="small">
            {t`Next: ${next}`} · <Plural value={course.upcomingDates} one="# date planned" other="# dates planned" />
            {course.fromPrice !== null && course.currency !== null ? (
              <>
                {' '}
                · {t`from`} <Price amount={course.fromPrice} currency={course.currency} />
              </>
            ) : null}
          </p>
        ) : (
          <p className="small muted">{t`No dates planned yet.`}</p>
        )}
      </div>
    </article>
  )
}

/** A training agency: logo and names, what it certifies, its courses and its affiliated dive centers. */
export function OrganizationPage({ organizationId }: { organizationId: number }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data } = useSuspenseQuery(organizationDetailsQueryOptions(organizationId, lang))
  const { organization, courses, branches, branchCount } = data.data
  const { shortName, name } = organization
  // What the agency certifies: the levels its courses lead to, in the order of its course list.
  const levels = [...new Set(courses.map((course) => course.level))].join(' · ')
  useDocumentHead(t`${shortName} courses and dive centers`, t`${name}: the courses you can book and the dive centers that teach them on Reefline.`)
  return (
    <div className="container page">
      <nav aria-label={t`Breadcrumb`} className="small">
        <Link to="/organization/list">{t`Training agencies`}</Link>
      </nav>
      <header className="organization-head">
        <img src={organization.logoUrl} alt="" width="96" height="96" decoding="async" />
        <div>
          <h1 lang="en">{organization.shortName}</h1>
          <p className="lead" dir="auto">
            {organization.name}
          </p>
        </div>
      </header>
      <p className="organization-description" dir="auto">
        {organization.description}
      </p>
      {levels ? (
        <p className="organization-levels">
          <strong>{t`Certifies:`}</strong> <span dir="auto">{levels}</span>
        </p>
      ) : null}
      <ListSection id="organization-courses" title={t`Courses`}>
        {courses.length > 0 ? (
          <ul className="course-list">
            {courses.map((course) => (
              <li key={course.templateId}>
                <CourseRow course={course} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t`No courses are listed yet.`}</p>
        )}
      </ListSection>
      <ListSection
        id="organization-centers"
        title={t`Affiliated dive centers`}
        more={
          branchCount > 0 ? (
            <SeeAll to="/branch/list/$type" params={{ type: 'diveCenters' }} search={{ org: organizationId }} label={t`All ${branchCount} dive centers`} />
          ) : null
        }
      >
        <BranchTileGrid items={branches} empty={t`No dive centers are affiliated yet.`} />
      </ListSection>
    </div>
  )
}

/** An unknown or malformed agency id: a real page that leads to every agency. */
export function OrganizationNotFound() {
  const { t } = useLingui()
  return (
    <NotFoundState
      title={t`Training agency not found`}
      text={t`There is no such training agency on Reefline.`}
      action={<Link to="/organization/list" className="button">{t`See every agency`}</Link>}
    />
  )
}
