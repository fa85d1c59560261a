import type * as v from 'valibot'
import type { Lang } from '../../../contract/common.ts'
import { TRIPS_PAGE_SIZE, type CourseDetails, type TripDetails, type TripsSearchQuerySchema, type TripsSearchResponse } from '../../../contract/trips.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { firstBookableDate } from '../../../contract/departures.ts'
import { toCourseDetails, toSearchItem, toTripDetails } from './trips.mapper.ts'
import {
  findBranchReviews,
  findBranchSummary,
  findCourseDate,
  findDeparturePage,
  findOtherCourseDates,
  findOtherTripDates,
  findRate,
  findTrip,
} from './trips.repository.ts'

/** The first day of the month after `month` ('2026-12' → '2027-01-01'). */
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
}

/**
 * The trips area: departures that can be booked (contract/departures.ts: from tomorrow on, with a
 * seat left), within a month when one is given. Today's and full departures are not listed at all: a
 * search is for booking, and its count, its order and its pages are of what can be booked (their own
 * pages and the center's page still show them, with the next date that can be booked).
 */
export async function searchDepartures(
  db: Db,
  search: v.InferOutput<typeof TripsSearchQuerySchema>,
  lang: Lang,
): Promise<TripsSearchResponse['data'] & { pageCount: number }> {
  const first = firstBookableDate()
  const monthStart = search.month ? `${search.month}-01` : first
  const from = monthStart > first ? monthStart : first
  const until = search.month ? nextMonth(search.month) : null
  const perUsd = search.minPrice !== undefined || search.maxPrice !== undefined ? await findRate(db, search.currency) : 1
  if (!perUsd) throw new HttpError(404, 'RateUnavailable')
  const usd = (amount: number | undefined) => (amount === undefined ? null : amount / perUsd)
  const { rows, total, capped } =
    until !== null && until <= from
      ? { rows: [], total: 0, capped: false }
      : await findDeparturePage(db, search, { from, until, minUsd: usd(search.minPrice), maxUsd: usd(search.maxPrice) })
  return { items: rows.map((row) => toSearchItem(row, lang)), total, totalCapped: capped, pageCount: Math.ceil(total / TRIPS_PAGE_SIZE) }
}

export async function tripDetails(db: Db, tripId: number, lang: Lang): Promise<TripDetails> {
  const trip = await findTrip(db, tripId)
  if (!trip) throw new HttpError(404, 'TripNotFound')
  const [branch, others, reviews] = await Promise.all([
    findBranchSummary(db, trip.branch_id),
    findOtherTripDates(db, trip, firstBookableDate()),
    findBranchReviews(db, trip.branch_id, trip.kind === 'liveaboard' ? ['liveaboard'] : ['trip']),
  ])
  if (!branch) throw new HttpError(404, 'TripNotFound')
  return toTripDetails({ trip, branch, others, reviews }, lang)
}

export async function courseDetails(db: Db, courseDateId: number, lang: Lang): Promise<CourseDetails> {
  const course = await findCourseDate(db, courseDateId)
  if (!course) throw new HttpError(404, 'CourseNotFound')
  const [branch, others, reviews] = await Promise.all([
    findBranchSummary(db, course.branch_id),
    findOtherCourseDates(db, course, firstBookableDate()),
    findBranchReviews(db, course.branch_id, ['course']),
  ])
  if (!branch) throw new HttpError(404, 'CourseNotFound')
  return toCourseDetails({ course, branch, others, reviews }, lang)
}
