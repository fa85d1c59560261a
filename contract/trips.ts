import * as v from 'valibot'
import { CancellationPolicySchema } from './booking.ts'
import { CustomerReviewSchema } from './branches.ts'
import {
  type ApiRequest,
  catalogueRoots,
  centerContactEntries,
  type Currency,
  CurrencySchema,
  envelope,
  type EntryRequest,
  type Lang,
  QueryBoolean,
  QueryInt,
} from './common.ts'

import { activities, TRIPS_MAX_PAGE, tripSorts } from './activities.ts'
import type { TripsSearch } from './addresses.ts'

export type { Activity } from './activities.ts'
export const TRIPS_PAGE_SIZE = 10

const Id = QueryInt(1, 2_147_483_647)
const Money = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,3})?$/))]), v.transform(Number), v.minValue(0), v.maxValue(100_000_000))

/** A price range is one when either bound is open or the lowest is not above the highest. */
export const priceRangeValid = (min: number | undefined, max: number | undefined): boolean => min === undefined || max === undefined || min <= max

/**
 * The trips area (`/trips?date=YYYY-MM&…`): departures of a month (or from tomorrow on, without one)
 * that can be booked (contract/departures.ts), every filter optional. Prices filter in `currency` (the
 * diver's), compared through the rates table; a lowest price above the highest is refused (400 on
 * `minPrice`). `payNow` and `payLater` together keep centers that take either.
 */
export const tripsSearchPath = '/Trips/Search'
const TripsSearchEntriesSchema = v.object({
  month: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
  activity: v.optional(v.picklist(activities)),
  countryId: v.optional(Id),
  organizationId: v.optional(Id),
  minPrice: v.optional(Money),
  maxPrice: v.optional(Money),
  currency: v.optional(CurrencySchema, 'USD'),
  payNow: v.optional(QueryBoolean),
  payLater: v.optional(QueryBoolean),
  /** only departures with at least this many seats left */
  seats: v.optional(QueryInt(1, 50)),
  sort: v.optional(v.picklist(tripSorts), 'date'),
  /** at most 100: past 1,000 departures, narrow the filters */
  page: v.optional(QueryInt(1, TRIPS_MAX_PAGE), 1),
})
export const TripsSearchQuerySchema = v.pipe(
  TripsSearchEntriesSchema,
  v.forward(
    v.partialCheck([['minPrice'], ['maxPrice']], (query) => priceRangeValid(query.minPrice, query.maxPrice), 'min-above-max'),
    ['minPrice'],
  ),
)
export type TripsSearchQuery = v.InferInput<typeof TripsSearchQuerySchema>

/** Whether a trips search depends on the diver's currency (a price bound is given in it). */
export const usesCurrency = (address: TripsSearch): boolean => address.minPrice !== undefined || address.maxPrice !== undefined

/**
 * The address of a month of trips as its Trips/Search query: one mapping for the page and for the
 * server's first view of it (server/plugins/first-view.ts). The currency is sent only when a price bound
 * is given in it (prices are otherwise converted on the device, so one answer serves every currency).
 */
export function tripsQueryOf(address: TripsSearch, month: string, currency: TripsSearchQuery['currency']): TripsSearchQuery {
  return {
    month,
    activity: address.activity,
    countryId: address.country,
    organizationId: address.org,
    minPrice: address.minPrice,
    maxPrice: address.maxPrice,
    currency: usesCurrency(address) ? currency : undefined,
    payNow: address.payNow,
    payLater: address.payLater,
    seats: address.seats,
    sort: address.sort,
    // An address past the last page the search serves asks for that one (its page count then leads on).
    page: address.page === undefined ? undefined : Math.min(address.page, TRIPS_MAX_PAGE),
  }
}

/**
 * A month of trips as the trips page asks for it. The key carries the language, and the diver's
 * currency only when a price bound is given in it (prices are otherwise converted on the device, so
 * one answer serves every currency).
 */
export const tripsSearchRequest = (search: TripsSearch, month: string, lang: Lang, currency: Currency) =>
  ({
    key: [...catalogueRoots.trips, 'search', lang, usesCurrency(search) ? currency : null, month, search],
    call: { method: 'GET', path: tripsSearchPath, query: { ...tripsQueryOf(search, month, currency), lang } } satisfies ApiRequest,
  }) as const satisfies EntryRequest

/** One departure in the trips area: a trip (`tempTripId`) or a course date (`tempId`), both as `id`. */
export const TripSearchItemSchema = v.object({
  activity: v.picklist(activities),
  id: v.number(),
  name: v.string(),
  imageUrl: v.string(),
  branchId: v.number(),
  branchName: v.string(),
  countryName: v.string(),
  city: v.string(),
  /** YYYY-MM-DD */
  startDate: v.string(),
  days: v.number(),
  availableSeats: v.number(),
  /** 0 for courses and snorkeling */
  numberOfDives: v.number(),
  price: v.number(),
  netPrice: v.number(),
  currency: v.string(),
  /** the course's agency (null for trips) */
  organizationName: v.nullable(v.string()),
  level: v.nullable(v.string()),
  payNow: v.boolean(),
  payLater: v.boolean(),
})
export type TripSearchItem = v.InferOutput<typeof TripSearchItemSchema>
export const TripsSearchResponseSchema = envelope(
  /** `total` stops at 1,000: `totalCapped` says there are more (narrow the filters) */
  v.object({ items: v.array(TripSearchItemSchema), total: v.number(), totalCapped: v.boolean() }),
  v.object({ page: v.number(), pageSize: v.number(), pageCount: v.number() }),
)
export type TripsSearchResponse = v.InferOutput<typeof TripsSearchResponseSchema>

const BranchSummarySchema = v.object({
  branchId: v.number(),
  name: v.string(),
  imageUrl: v.string(),
  rate: v.nullable(v.number()),
  countryName: v.string(),
  city: v.string(),
  lat: v.number(),
  lng: v.number(),
  payNow: v.boolean(),
  payLater: v.boolean(),
  /** how to reach it: a center that takes no online booking (neither pay now nor pay later) is booked through these */
  tel: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  ...centerContactEntries,
  organizations: v.array(v.object({ organizationId: v.number(), shortName: v.string(), logoUrl: v.string() })),
})
/** What a trip's and a course date's pages both say about the departure itself. */
const departureEntries = {
  startDate: v.string(),
  availableSeats: v.number(),
  seatsTotal: v.number(),
  price: v.number(),
  netPrice: v.number(),
  currency: v.string(),
  included: v.array(v.string()),
  meetingPoint: v.string(),
  /** false once it has started or is full */
  bookable: v.boolean(),
}
const OtherDateSchema = v.object({
  id: v.number(),
  startDate: v.string(),
  availableSeats: v.number(),
  price: v.number(),
  netPrice: v.number(),
  currency: v.string(),
})

/** What both details pages show around the departure: its other dates, center, pictures, reviews, policy and the diver's mark. */
const aroundEntries = {
  otherDates: v.array(OtherDateSchema),
  branch: BranchSummarySchema,
  gallery: v.array(v.string()),
  reviews: v.array(CustomerReviewSchema),
  policy: CancellationPolicySchema,
  isFavorite: v.boolean(),
}

/** The trip details page (`/trips/tripDetails/$name/$tempTripId`). */
export const tripDetailsPath = '/Trips/TripDetails'
export const TripDetailsQuerySchema = v.object({ tempTripId: Id })
export const TripDetailsSchema = v.object({
  trip: v.object({
    tempTripId: v.number(),
    kind: v.picklist(['diving', 'freediving', 'snorkeling', 'liveaboard']),
    name: v.string(),
    imageUrl: v.string(),
    days: v.number(),
    numberOfDives: v.number(),
    ...departureEntries,
  }),
  ...aroundEntries,
})
export type TripDetails = v.InferOutput<typeof TripDetailsSchema>
export const TripDetailsResponseSchema = envelope(TripDetailsSchema)

/** The course details page (`/trips/course/$name/$tempId`). */
export const courseDetailsPath = '/Trips/CourseDetails'
export const CourseDetailsQuerySchema = v.object({ tempId: Id })
export const CourseDetailsSchema = v.object({
  course: v.object({
    tempId: v.number(),
    templateId: v.number(),
    name: v.string(),
    level: v.string(),
    description: v.string(),
    logoUrl: v.string(),
    durationDays: v.number(),
    locationName: v.string(),
    isOnline: v.boolean(),
    ...departureEntries,
  }),
  organization: v.object({ organizationId: v.number(), shortName: v.string(), name: v.string(), logoUrl: v.string() }),
  ...aroundEntries,
})
export type CourseDetails = v.InferOutput<typeof CourseDetailsSchema>
export const CourseDetailsResponseSchema = envelope(CourseDetailsSchema)

/** A trip's page asks for its trip. */
export const tripDetailsRequest = (id: number, lang: Lang) =>
  ({
    key: [...catalogueRoots.trips, 'trip', id, lang],
    call: { method: 'GET', path: tripDetailsPath, query: { tempTripId: id, lang } } satisfies ApiRequest,
  }) as const satisfies EntryRequest

/** A course date's page asks for its course. */
export const courseDetailsRequest = (id: number, lang: Lang) =>
  ({
    key: [...catalogueRoots.trips, 'course', id, lang],
    call: { method: 'GET', path: courseDetailsPath, query: { tempId: id, lang } } satisfies ApiRequest,
  }) as const satisfies EntryRequest
