import type * as v from 'valibot'
import type { Lang } from '../../../contract/common.ts'
import { TRIPS_PAGE_SIZE, type CourseDetails, type TripDetails, type TripsSearchQuerySchema, type TripsSearchResponse } from '../../../contract/trips.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { todayDate } from '../booking/rules.ts'
import { included, toBranchSummary, toOtherDate, toPolicy, toReview, toSearchItem } from './trips.mapper.ts'
import { findBranchReviews, findBranchSummary, findCourseDate, findDeparturePage, findOtherCourseDates, findOtherTripDates, findRate, findTrip } from './trips.repository.ts'

/** The first day of the month after `month` ('2026-12' → '2027-01-01'). */
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
}

/** The trips area: departures from today on (within a month when one is given), bookable ones only. */
export async function searchDepartures(db: Db, search: v.InferOutput<typeof TripsSearchQuerySchema>, lang: Lang): Promise<TripsSearchResponse['data'] & { pageCount: number }> {
  const today = todayDate()
  const monthStart = search.month ? `${search.month}-01` : today
  const from = monthStart > today ? monthStart : today
  const until = search.month ? nextMonth(search.month) : null
  const perUsd = search.minPrice !== undefined || search.maxPrice !== undefined ? await findRate(db, search.currency) : 1
  if (!perUsd) throw new HttpError(404, 'RateUnavailable')
  const usd = (amount: number | undefined) => (amount === undefined ? null : amount / perUsd)
  const { rows, total, capped } =
    until !== null && until <= from ? { rows: [], total: 0, capped: false } : await findDeparturePage(db, search, { from, until, minUsd: usd(search.minPrice), maxUsd: usd(search.maxPrice) })
  return { items: rows.map((row) => toSearchItem(row, lang)), total, totalCapped: capped, pageCount: Math.ceil(total / TRIPS_PAGE_SIZE) }
}

export async function tripDetails(db: Db, tripId: number, lang: Lang): Promise<TripDetails> {
  const trip = await findTrip(db, tripId)
  if (!trip) throw new HttpError(404, 'TripNotFound')
  const today = todayDate()
  const [branch, others, reviews] = await Promise.all([
    findBranchSummary(db, trip.branch_id),
    findOtherTripDates(db, trip, today),
    findBranchReviews(db, trip.branch_id, trip.kind === 'liveaboard' ? ['liveaboard'] : ['trip']),
  ])
  if (!branch) throw new HttpError(404, 'TripNotFound')
  const ar = lang === 'ar'
  return {
    trip: {
      tempTripId: trip.id,
      kind: trip.kind,
      name: ar ? trip.name_ar : trip.name_en,
      imageUrl: trip.image_url,
      days: trip.days,
      numberOfDives: trip.number_of_dives,
      startDate: trip.start_date,
      availableSeats: trip.seats_available,
      seatsTotal: trip.seats_total,
      price: Number(trip.price),
      netPrice: Number(trip.net_price),
      currency: trip.currency,
      included: included(trip.kind, lang),
      meetingPoint: ar ? branch.meeting_point_ar : branch.meeting_point_en,
      bookable: trip.start_date > today && trip.seats_available > 0,
    },
    otherDates: others.map(toOtherDate),
    branch: toBranchSummary(branch, lang),
    gallery: [trip.image_url, ...branch.images.map((image) => image.url)].slice(0, 9),
    reviews: reviews.map((row) => toReview(row, lang)),
    policy: toPolicy(branch),
    isFavorite: false,
  }
}

export async function courseDetails(db: Db, courseDateId: number, lang: Lang): Promise<CourseDetails> {
  const course = await findCourseDate(db, courseDateId)
  if (!course) throw new HttpError(404, 'CourseNotFound')
  const today = todayDate()
  const [branch, others, reviews] = await Promise.all([findBranchSummary(db, course.branch_id), findOtherCourseDates(db, course, today), findBranchReviews(db, course.branch_id, ['course'])])
  if (!branch) throw new HttpError(404, 'CourseNotFound')
  const ar = lang === 'ar'
  return {
    course: {
      tempId: course.id,
      templateId: course.template_id,
      name: ar ? course.name_ar : course.name_en,
      level: ar ? course.level_ar : course.level_en,
      description: ar ? course.description_ar : course.description_en,
      logoUrl: course.logo_url,
      startDate: course.start_date,
      durationDays: course.duration_days,
      availableSeats: course.seats_available,
      seatsTotal: course.seats_total,
      locationName: ar ? course.location_ar : course.location_en,
      isOnline: course.is_online,
      price: Number(course.price),
      netPrice: Number(course.net_price),
      currency: course.currency,
      included: included(course.is_online ? 'online-course' : 'course', lang),
      meetingPoint: ar ? branch.meeting_point_ar : branch.meeting_point_en,
      bookable: course.start_date > today && course.seats_available > 0,
    },
    organization: { organizationId: course.organization_id, shortName: course.short_name, name: ar ? course.organization_ar : course.organization_en, logoUrl: course.organization_logo },
    otherDates: others.map(toOtherDate),
    branch: toBranchSummary(branch, lang),
    gallery: branch.images.map((image) => image.url).slice(0, 9),
    reviews: reviews.map((row) => toReview(row, lang)),
    policy: toPolicy(branch),
    isFavorite: false,
  }
}
