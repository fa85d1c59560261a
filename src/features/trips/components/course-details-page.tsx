import { Plural, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDay } from '../../../../shared/format.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { slugify } from '../../../lib/slug.ts'
import { courseDetailsQueryOptions } from '../api/trips.ts'
import type { GalleryPlace } from '../../../ui/photo-gallery.tsx'
import { DeparturePage } from './departure-page.tsx'

/** A course date (`/trips/course/$name/$tempId`): the course, its agency and this date's seats and price. */
export function CourseDetailsPage({ id, gallery }: { id: number; gallery: GalleryPlace }) {
  const { t, i18n } = useLingui()
  const { lang } = usePreferences()
  const { data } = useSuspenseQuery(courseDetailsQueryOptions(id, lang))
  const { course, organization, ...around } = data.data
  const date = formatDay(course.startDate, i18n.locale, 'long')
  const { shortName: agencyName } = organization
  const { level } = course
  const center = around.branch.name
  const left = course.availableSeats
  useDocumentHead(course.name, t`${agencyName} ${level} course with ${center}, from ${date}: what is included, other dates and the cancellation policy.`)
  const agency = (
    <Link to="/organization/details/$name/$id" params={{ name: slugify(organization.shortName), id: String(organization.organizationId) }} lang="en">
      {organization.shortName}
    </Link>
  )
  return (
    <DeparturePage
      kind="course"
      id={course.tempId}
      departure={course}
      around={around}
      gallery={gallery}
      tag={`${organization.shortName} · ${course.level}`}
      facts={
        <>
          <div>
            <dt>{t`Starts`}</dt>
            <dd>
              <time dateTime={course.startDate}>{date}</time>
            </dd>
          </div>
          <div>
            <dt>{t`Length`}</dt>
            <dd>
              <Plural value={course.durationDays} one="# day" other="# days" />
            </dd>
          </div>
          <div>
            <dt>{t`Agency`}</dt>
            <dd>{agency}</dd>
          </div>
          <div>
            <dt>{t`Where`}</dt>
            <dd dir="auto">{course.isOnline ? t`Online` : course.locationName}</dd>
          </div>
          <div>
            <dt>{t`Seats`}</dt>
            <dd>
              <Plural value={course.seatsTotal} one={`${left} of # seat left`} other={`${left} of # seats left`} />
            </dd>
          </div>
        </>
      }
    >
      <section className="detail-section course-about" aria-labelledby="course-title">
        <h2 id="course-title">{t`About the course`}</h2>
        <div className="course-about-head">
          <img src={organization.logoUrl} alt="" width="56" height="56" loading="lazy" />
          <p>
            <span lang="en">{organization.name}</span> · {course.level}
          </p>
        </div>
        <p dir="auto">{course.description}</p>
      </section>
    </DeparturePage>
  )
}
