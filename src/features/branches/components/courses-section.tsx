import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BranchDetailsDto } from '../../../../contract/branches.ts'
import { departureState, takesOnlineBookings } from '../../../../contract/departures.ts'
import { formatDay } from '../../../../shared/format.ts'
import { slugify } from '../../../lib/slug.ts'
import { Price } from '../../../ui/price.tsx'
import { BookLink, NextDateLink, useClosedLabel } from '../../../ui/trip-buy.tsx'

type CourseDate = BranchDetailsDto['courses'][number]

/**
 * Dates of one course; below 900 px each row becomes a stacked card (labels from data-label). A date
 * that cannot be booked (contract/departures.ts) says why and leads to the next one instead of Book Now;
 * at a center that takes no online booking, each date leads to its page and the center's contacts.
 */
function CourseTable({ name, dates, online }: { name: string; dates: CourseDate[]; online: boolean }) {
  const { t, i18n } = useLingui()
  const closedLabel = useClosedLabel()
  const number = new Intl.NumberFormat(i18n.locale)
  const head = { date: t`Date`, duration: t`Duration`, seats: t`Seats`, location: t`Location`, branch: t`Dive center`, agency: t`Agency`, price: t`Price` }
  return (
    <table className="course-table">
      <caption className="visually-hidden">{t`Dates of ${name}`}</caption>
      <thead>
        <tr>
          {Object.values(head).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{t`Book`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {dates.map((date) => {
          const state = departureState(date)
          return (
            <tr key={date.tempId}>
              <td data-label={head.date}>
                <time dateTime={date.startDate}>{formatDay(date.startDate, i18n.locale)}</time>
              </td>
              <td data-label={head.duration}>
                <Plural value={date.durationDays} one="# day" other="# days" />
              </td>
              <td data-label={head.seats} className={state === 'open' ? undefined : 'sold-out'}>
                {state === 'open' ? number.format(date.availableSeats) : closedLabel(state)}
              </td>
              <td data-label={head.location} dir="auto">
                {date.locationName}
              </td>
              <td data-label={head.branch}>
                <Link to="/branch/details/$type/$id" params={{ type: slugify(date.branchName), id: String(date.branchId) }} dir="auto">
                  {date.branchName}
                </Link>
              </td>
              <td data-label={head.agency}>
                <Link to="/organization/details/$name/$id" params={{ name: slugify(date.organizationName), id: String(date.organizationId) }} lang="en">
                  {date.organizationName}
                </Link>
              </td>
              <td data-label={head.price}>
                {/* The flex line is inside the cell: a cell made flex is no table cell, and its row's borders and columns break. */}
                <span className="price-line">
                  {date.price !== date.netPrice ? <Price amount={date.price} currency={date.currency} was /> : null}
                  <Price amount={date.netPrice} currency={date.currency} />
                </span>
              </td>
              <td>
                {state !== 'open' ? (
                  <NextDateLink kind="course" name={name} next={date.nextDate} after={date.startDate} />
                ) : online ? (
                  <Link
                    to="/booking/$kind/$id"
                    params={{ kind: 'course', id: String(date.tempId) }}
                    className="button button-small"
                    aria-label={t`Book Now: ${name}, ${formatDay(date.startDate, i18n.locale)}`}
                  >
                    {t`Book Now`}
                  </Link>
                ) : (
                  <BookLink kind="course" id={date.tempId} name={name} online={false} label={`${name}, ${formatDay(date.startDate, i18n.locale)}`} />
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** SPEC §2.3: courses grouped by course (logo, name, level, description, then the dates), and online ones. */
export function CoursesSection({ branch }: { branch: BranchDetailsDto }) {
  const { t } = useLingui()
  const online = takesOnlineBookings(branch)
  if (branch.groupedCourses.length === 0 && branch.webCourses.length === 0) return null
  return (
    <section className="detail-section" aria-labelledby="courses-title">
      <h2 id="courses-title">{t`Courses`}</h2>
      {branch.groupedCourses.map((course) => (
        <div key={course.name} className="course-group">
          <div className="course-head">
            <img src={course.logoUrl} alt="" width="48" height="48" loading="lazy" />
            <div>
              <h3 dir="auto">{course.name}</h3>
              <p className="course-level">{course.level}</p>
            </div>
          </div>
          <p dir="auto">{course.description}</p>
          <CourseTable name={course.name} dates={course.courses} online={online} />
        </div>
      ))}
      {branch.webCourses.length > 0 ? (
        <div className="course-group">
          <h3>{t`Online courses`}</h3>
          <CourseTable name={t`Online course`} dates={branch.webCourses} online={online} />
        </div>
      ) : null}
    </section>
  )
}
