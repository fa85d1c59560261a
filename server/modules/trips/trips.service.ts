import type { Lang } from '../../../contract/common.ts'
import type { CourseDetails, TripDetails } from '../../../contract/trips.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { firstBookableDate } from '../../../contract/departures.ts'
import { toCourseDetails, toTripDetails } from './trips.mapper.ts'
import { findBranchReviews, findBranchSummary, findCourseDate, findOtherCourseDates, findOtherTripDates, findTrip } from './trips.repository.ts'

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
