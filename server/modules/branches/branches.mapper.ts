import type { BranchDetailResponse, BranchListItem, TripCard } from '../../../contract/branches.ts'
import type { Lang } from '../../../contract/common.ts'
import type { NextDate } from '../../../contract/departures.ts'
import type { TripKind } from '../../db/schema.ts'
import { languageNames, longDate } from '../../lib/intl.ts'
import { localized } from '../../lib/lang.ts'
import type { BranchDetailRow, BranchPageRow } from './branches.repository.ts'

const toNumber = (value: string | null) => (value === null ? null : Number(value))
const nextDateOf = (row: { id: number; start_date: string } | null): NextDate => (row ? { id: row.id, startDate: row.start_date } : null)

export function toBranchListItem(row: BranchPageRow, lang: Lang): BranchListItem {
  return {
    branchId: row.id,
    branchName: localized(row, 'name', lang),
    imageUrl: row.image_url,
    rate: toNumber(row.rate),
    countryName: localized(row, 'country', lang),
    city: localized(row, 'city', lang),
    languages: languageNames(row.languages, lang),
    organizationImages: row.logos,
    payNow: row.pay_now,
    payLater: row.pay_later,
  }
}

/** SPEC §3 branch detail and its extras, from the one-statement row, in the request's language. */
export function toBranchDetail(branch: BranchDetailRow, lang: Lang): BranchDetailResponse['data'] {
  const ar = lang === 'ar'
  const other: Lang = ar ? 'en' : 'ar'
  const { images, organizations, counts, trips: tripRows, courses: courseRows, reviews } = branch
  const city = localized(branch, 'city', lang)
  const countryName = localized(branch, 'country', lang)
  const card = (trip: (typeof tripRows)[number]): TripCard => ({
    tempTripId: trip.id,
    tripName: localized(trip, 'name', lang),
    imageUrl: trip.image_url,
    days: trip.days,
    countryName,
    city,
    startDate: trip.start_date,
    availableSeats: trip.seats_available,
    numberOfDives: trip.number_of_dives,
    price: Number(trip.price),
    netPrice: Number(trip.net_price),
    currency: trip.currency,
    nextDate: nextDateOf(trip.next_date),
  })
  const ofKind = (kind: TripKind) => tripRows.filter((trip) => trip.kind === kind).map(card)
  const count = (kind: TripKind) => Number(counts.find((row) => row.kind === kind)?.count ?? 0)
  const branchName = localized(branch, 'name', lang)

  const courseItems = courseRows.map((row) => ({
    row,
    item: {
      tempId: row.id,
      startDate: row.start_date,
      durationDays: row.duration_days,
      availableSeats: row.seats_available,
      locationName: localized(row, 'location', lang),
      branchId: branch.id,
      branchName,
      organizationId: row.organization_id,
      organizationName: row.short_name,
      price: Number(row.price),
      netPrice: Number(row.net_price),
      currency: row.currency,
      nextDate: nextDateOf(row.next_date),
    },
  }))
  const inPerson = courseItems.filter(({ row }) => !row.is_online)
  const groupedCourses = [...Map.groupBy(inPerson, ({ row }) => row.template_id).values()].map((group) => {
    const first = group[0]!.row
    return {
      name: localized(first, 'name', lang),
      level: localized(first, 'level', lang),
      description: localized(first, 'description', lang),
      logoUrl: first.logo_url,
      courses: group.map(({ item }) => item),
    }
  })

  return {
    branchDetailsDto: {
      branchId: branch.id,
      distance: null,
      imageUrl: branch.image_url,
      branchName,
      branchNameOther: localized(branch, 'name', other),
      otherLang: other,
      langFlag: ar ? 2 : 1,
      isFavorite: false,
      countryName,
      countryNameAr: branch.country_ar,
      city,
      facebook: branch.facebook,
      website: branch.website,
      twitter: branch.twitter,
      instagram: branch.instagram,
      linkedIn: branch.linkedin,
      tel: branch.tel,
      mobile: branch.mobile,
      email: branch.email,
      whatsapp: branch.whatsapp,
      lat: Number(branch.lat),
      lng: Number(branch.lng),
      description: localized(branch, 'description', lang),
      descriptionOther: localized(branch, 'description', other),
      currency: branch.currency,
      images: images.map((image) => ({ imageUrl: image.url })),
      divingTrips: ofKind('diving'),
      freedivingTrips: ofKind('freediving'),
      snorkelingTrips: ofKind('snorkeling'),
      trips: tripRows.filter((trip) => trip.kind !== 'liveaboard').map(card),
      courses: inPerson.map(({ item }) => item),
      groupedCourses,
      webCourses: courseItems.filter(({ row }) => row.is_online).map(({ item }) => item),
      liveaboards: ofKind('liveaboard'),
      courseRate: toNumber(branch.course_rate),
      tripRate: toNumber(branch.trip_rate),
      liveaboardRate: toNumber(branch.liveaboard_rate),
      rate: toNumber(branch.rate),
      languages: languageNames(branch.languages, lang),
      organizations: organizations.map((o) => ({ organizationId: o.id, shortName: o.short_name, logoUrl: o.logo_url })),
      payNow: branch.pay_now,
      payLater: branch.pay_later,
      boats: branch.boats.map((boat) => ({ boatId: boat.id, name: localized(boat, 'name', lang) })),
    },
    liveaboardTripsCount: count('liveaboard'),
    freedivingTripsCount: count('freediving'),
    snorkelingTripsCount: count('snorkeling'),
    divingTripsCount: count('diving'),
    // Every upcoming course date, in person and online, however many the detail lists.
    coursesCount: Number(branch.course_dates_count ?? 0),
    customerReviews: reviews.map((review) => ({
      body: review.body,
      title: review.title,
      userName: review.name,
      rate: review.rate,
      dateAsString: longDate(review.created_at, lang),
    })),
  }
}
