import { noRequirements } from '../../../contract/travellers.ts'
import type { CancellationPolicy } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { isBookable } from '../../../contract/departures.ts'
import { depositTerms } from '../../../contract/deposits.ts'
import { distanceKm } from '../../../contract/places.ts'
import type { CourseDetails, TripDetails, TripSearchItem } from '../../../contract/trips.ts'
import { longDate } from '../../lib/intl.ts'
import type {
  BranchSummaryRow,
  DepartureRow,
  findBranchReviews,
  findCourseDate,
  findOtherCourseDates,
  findOtherTripDates,
  findTrip,
} from './trips.repository.ts'
import { localized } from '../../lib/lang.ts'

type Kind = 'diving' | 'freediving' | 'snorkeling' | 'liveaboard' | 'course' | 'online-course'

/** What a departure of each kind includes, as operators list it (both languages). */
const inclusions: Record<Kind, Array<[string, string]>> = {
  diving: [
    ['Boat and fuel', 'القارب والوقود'],
    ['Tanks, weights and belt', 'الأسطوانات والأثقال والحزام'],
    ['A dive guide', 'مرشد غوص'],
    ['Lunch and soft drinks on board', 'الغداء والمشروبات على القارب'],
  ],
  freediving: [
    ['A freediving coach', 'مدرب غوص حر'],
    ['Buoy and line', 'العوامة والحبل'],
    ['Weights', 'الأثقال'],
    ['Marine park fee', 'رسوم المحمية البحرية'],
  ],
  snorkeling: [
    ['Boat', 'القارب'],
    ['Mask, snorkel and fins', 'القناع وأنبوب التنفس والزعانف'],
    ['A guide', 'مرشد'],
    ['Lunch on board', 'الغداء على القارب'],
  ],
  liveaboard: [
    ['A cabin and every meal', 'كابينة وجميع الوجبات'],
    ['Up to three dives a day', 'حتى ثلاث غطسات يوميًا'],
    ['Tanks and weights', 'الأسطوانات والأثقال'],
    ['Marine park fees', 'رسوم المحميات البحرية'],
  ],
  course: [
    ['Your instructor', 'مدربك'],
    ['Learning materials', 'المواد التعليمية'],
    ['The certification card', 'بطاقة الشهادة'],
    ['Equipment for the pool and open-water dives', 'المعدات لجلسات المسبح والغطسات في المياه المفتوحة'],
  ],
  'online-course': [
    ['E-learning access', 'الوصول إلى التعلم الإلكتروني'],
    ['Your instructor’s review of each module', 'مراجعة المدرب لكل وحدة'],
    ['The certification card', 'بطاقة الشهادة'],
  ],
}

export const included = (kind: Kind, lang: Lang): string[] => inclusions[kind].map(([en, ar]) => (lang === 'ar' ? ar : en))

/**
 * A listed departure, with its center's rating and position (as the search placed it), and how far
 * that is from the search's place or position when it has one.
 */
export function toSearchItem(
  row: DepartureRow,
  lang: Lang,
  position: { lat: number; lng: number },
  origin: { lat: number; lng: number } | null,
): TripSearchItem {
  return {
    activity: row.activity as TripSearchItem['activity'],
    id: row.id,
    name: localized(row, 'name', lang),
    imageUrl: row.image_url,
    branchId: row.branch_id,
    branchName: localized(row, 'branch', lang),
    countryName: localized(row, 'country', lang),
    city: localized(row, 'city', lang),
    startDate: row.start_date,
    days: row.days,
    availableSeats: row.seats_available,
    numberOfDives: row.number_of_dives,
    price: Number(row.price),
    netPrice: Number(row.net_price),
    currency: row.currency,
    organizationName: row.organization_name,
    level: localized(row, 'level', lang),
    requirements: row.requirements,
    payNow: row.pay_now,
    payLater: row.pay_later,
    rating: row.rate === null ? null : Number(row.rate),
    lat: position.lat,
    lng: position.lng,
    distanceKm: origin ? Math.round(distanceKm(origin, position) * 10) / 10 : null,
  }
}

export function toBranchSummary(row: BranchSummaryRow, lang: Lang) {
  return {
    branchId: row.branch_id,
    name: localized(row, 'branch', lang),
    imageUrl: row.branch_image,
    rate: row.rate === null ? null : Number(row.rate),
    countryName: localized(row, 'country', lang),
    city: localized(row, 'city', lang),
    lat: Number(row.lat),
    lng: Number(row.lng),
    payNow: row.pay_now,
    payLater: row.pay_later,
    deposit: depositTerms(row.deposit_percent, row.balance_due_days),
    tel: row.tel,
    mobile: row.mobile,
    email: row.email,
    whatsapp: row.whatsapp,
    organizations: row.organizations.map((o) => ({ organizationId: o.id, shortName: o.short_name, logoUrl: o.logo_url })),
  }
}

export const toPolicy = (row: { cancellation_policy: CancellationPolicy['tiers']; free_cancellation_hours: number }): CancellationPolicy => ({
  tiers: row.cancellation_policy,
  freeCancellationHours: row.free_cancellation_hours,
})

export const toOtherDate = (row: { id: number; start_date: string; seats_available: number; price: string; net_price: string; currency: string }) => ({
  id: row.id,
  startDate: row.start_date,
  availableSeats: row.seats_available,
  price: Number(row.price),
  netPrice: Number(row.net_price),
  currency: row.currency,
})

export const toReview = (row: { title: string; body: string; rate: number; created_at: Date; name: string }, lang: Lang) => ({
  body: row.body,
  title: row.title,
  userName: row.name,
  rate: row.rate,
  dateAsString: longDate(row.created_at, lang),
})

type Found<F extends (...args: never[]) => unknown> = NonNullable<Awaited<ReturnType<F>>>
/** What a details page is made of, as the repository read it: the departure, its center, its other dates and the center's reviews. */
type Parts<D, O> = { branch: BranchSummaryRow; others: O; reviews: Found<typeof findBranchReviews> } & D

export function toTripDetails(
  { trip, branch, others, reviews }: Parts<{ trip: Found<typeof findTrip> }, Found<typeof findOtherTripDates>>,
  lang: Lang,
): TripDetails {
  return {
    trip: {
      tempTripId: trip.id,
      kind: trip.kind,
      name: localized(trip, 'name', lang),
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
      meetingPoint: localized(branch, 'meeting_point', lang),
      bookable: isBookable({ startDate: trip.start_date, availableSeats: trip.seats_available }),
      requirements: trip.requirements ?? noRequirements,
    },
    otherDates: others.map(toOtherDate),
    branch: toBranchSummary(branch, lang),
    gallery: [trip.image_url, ...branch.images.map((image) => image.url)].slice(0, 9),
    reviews: reviews.map((row) => toReview(row, lang)),
    policy: toPolicy(branch),
    isFavorite: false,
  }
}

export function toCourseDetails(
  { course, branch, others, reviews }: Parts<{ course: Found<typeof findCourseDate> }, Found<typeof findOtherCourseDates>>,
  lang: Lang,
): CourseDetails {
  return {
    course: {
      tempId: course.id,
      templateId: course.template_id,
      name: localized(course, 'name', lang),
      level: localized(course, 'level', lang),
      description: localized(course, 'description', lang),
      logoUrl: course.logo_url,
      startDate: course.start_date,
      durationDays: course.duration_days,
      availableSeats: course.seats_available,
      seatsTotal: course.seats_total,
      locationName: localized(course, 'location', lang),
      isOnline: course.is_online,
      price: Number(course.price),
      netPrice: Number(course.net_price),
      currency: course.currency,
      included: included(course.is_online ? 'online-course' : 'course', lang),
      meetingPoint: localized(branch, 'meeting_point', lang),
      bookable: isBookable({ startDate: course.start_date, availableSeats: course.seats_available }),
      requirements: course.requirements ?? noRequirements,
    },
    organization: {
      organizationId: course.organization_id,
      shortName: course.short_name,
      name: localized(course, 'organization', lang),
      logoUrl: course.organization_logo,
    },
    otherDates: others.map(toOtherDate),
    branch: toBranchSummary(branch, lang),
    gallery: branch.images.map((image) => image.url).slice(0, 9),
    reviews: reviews.map((row) => toReview(row, lang)),
    policy: toPolicy(branch),
    isFavorite: false,
  }
}
