import * as v from 'valibot'
import { CancellationPolicySchema } from './booking.ts'
import { DepositTermsSchema } from './deposits.ts'
import { CustomerReviewSchema } from './branches.ts'
import { PlaceSchema } from './places.ts'
import { RequirementsSchema } from './travellers.ts'
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
  QueryNumber,
} from './common.ts'

import {
  activities,
  courseLevels,
  flexDays,
  isCalendarDate,
  MAX_RANGE_DAYS,
  rangeDays,
  searchSorts,
  SEARCH_SEATS_MAX,
  TRIPS_MAX_PAGE,
  tripLengths,
  yearMonthPattern,
} from './activities.ts'
import type { TripsSearch } from './addresses.ts'

export type { Activity } from './activities.ts'
export const TRIPS_PAGE_SIZE = 10

const Id = QueryInt(1, 2_147_483_647)
const Money = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,3})?$/))]), v.transform(Number), v.minValue(0), v.maxValue(100_000_000))

/** A price range is one when either bound is open or the lowest is not above the highest. */
export const priceRangeValid = (min: number | undefined, max: number | undefined): boolean => min === undefined || max === undefined || min <= max

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'), v.check(isCalendarDate, 'date'))
const Latitude = v.pipe(QueryNumber, v.minValue(-90), v.maxValue(90))
const Longitude = v.pipe(QueryNumber, v.minValue(-180), v.maxValue(180))
/** A map's viewport, `west,south,east,north` in degrees (MapLibre's `getBounds().toArray().flat()`). */
const BboxSchema = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,3}(\.\d{1,10})?(,-?\d{1,3}(\.\d{1,10})?){3}$/, 'bbox'),
  v.transform((text) => text.split(',').map(Number) as [west: number, south: number, east: number, north: number]),
  v.check(([west, south, east, north]) => west >= -180 && east <= 180 && south >= -90 && north <= 90 && west <= east && south <= north, 'bbox'),
)
export type Bbox = v.InferOutput<typeof BboxSchema>

/** What a search is filtered by: one list for Trips/Search and Trips/Markers, so the map and the list agree. */
const searchFilterEntries = {
  /** the departures starting in a month (YYYY-MM): the trips page's default, or… */
  month: v.optional(v.pipe(v.string(), v.regex(yearMonthPattern))),
  /** …those that fit between two days (YYYY-MM-DD, at most 60 days), `flex` days wider at both ends */
  from: v.optional(IsoDate),
  to: v.optional(IsoDate),
  flex: v.optional(
    v.pipe(
      QueryInt(0, 7),
      v.check((n: number) => (flexDays as readonly number[]).includes(n), 'flex'),
    ),
  ),
  /** a place of any level (Places/Suggest): a country, region, town or dive site */
  place: v.optional(Id),
  /** one center's departures (the directory's "trips of this center") */
  branchId: v.optional(Id),
  activity: v.optional(v.picklist(activities)),
  /** how many days a departure lasts: 1, 2–4, 5–8, 9 or more */
  length: v.optional(v.picklist(tripLengths)),
  /** the level a course teaches (trips carry none: they are listed whatever it is) */
  level: v.optional(v.picklist(courseLevels)),
  countryId: v.optional(Id),
  organizationId: v.optional(Id),
  minPrice: v.optional(Money),
  maxPrice: v.optional(Money),
  currency: v.optional(CurrencySchema, 'USD'),
  payNow: v.optional(QueryBoolean),
  payLater: v.optional(QueryBoolean),
  /** only departures with at least this many seats left: the divers who go together */
  seats: v.optional(QueryInt(1, SEARCH_SEATS_MAX)),
  /** a position to sort by distance from (both or neither) */
  lat: v.optional(Latitude),
  lng: v.optional(Longitude),
  /** only the departures of centers inside a map's viewport ("search this area") */
  bbox: v.optional(BboxSchema),
}

type FilterValues = {
  month?: string
  from?: string
  to?: string
  flex?: number
  minPrice?: number
  maxPrice?: number
  lat?: number
  lng?: number
  place?: number
  sort?: string
}
export type SearchProblem = { path: keyof FilterValues; rule: string }

/**
 * What a search's fields say together that none says alone, each named on the field to change, for
 * the server's 400 and a search form's explanation alike: a range needs both days, its last day on
 * or after its first and at most 60 days; a month or a range, not both; `flex` widens a range only;
 * a position is both coordinates; sorting by distance needs a place or a position; the lowest price
 * is not above the highest.
 */
export function searchProblems(query: FilterValues): SearchProblem[] {
  const problems: SearchProblem[] = []
  const { from, to } = query
  if (from !== undefined && to === undefined) problems.push({ path: 'to', rule: 'range-incomplete' })
  if (to !== undefined && from === undefined) problems.push({ path: 'from', rule: 'range-incomplete' })
  if (from !== undefined && to !== undefined) {
    if (to < from) problems.push({ path: 'to', rule: 'range-reversed' })
    else if (rangeDays(from, to) > MAX_RANGE_DAYS) problems.push({ path: 'to', rule: 'range-too-long' })
  }
  if (query.month !== undefined && (from !== undefined || to !== undefined)) problems.push({ path: 'month', rule: 'month-or-range' })
  if (query.flex !== undefined && from === undefined && to === undefined) problems.push({ path: 'flex', rule: 'flex-needs-range' })
  if ((query.lat === undefined) !== (query.lng === undefined)) problems.push({ path: query.lat === undefined ? 'lat' : 'lng', rule: 'position-incomplete' })
  if (query.sort === 'distance' && query.place === undefined && query.lat === undefined) problems.push({ path: 'sort', rule: 'distance-needs-origin' })
  if (!priceRangeValid(query.minPrice, query.maxPrice)) problems.push({ path: 'minPrice', rule: 'min-above-max' })
  return problems
}

/** An object of query fields with `searchProblems` as its check: each problem a 400 on its field, the rule its message. */
const checkedSearch = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(
    v.object(entries),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const input = dataset.value as Record<string, unknown>
      for (const { path, rule } of searchProblems(input)) {
        addIssue({ message: rule, path: [{ type: 'object', origin: 'value', input, key: path, value: input[path] }] })
      }
    }),
  )

/**
 * The trips area (`/trips?date=YYYY-MM&…`) and the search by place and dates: departures that can
 * be booked (contract/departures.ts) in a month, in a date range (± `flex` days) or from tomorrow
 * on, every filter optional. Prices filter in `currency` (the diver's), compared through the rates
 * table; `payNow` and `payLater` together keep centers that take either (decision 025).
 */
export const tripsSearchPath = '/Trips/Search'
export const TripsSearchQuerySchema = checkedSearch({
  ...searchFilterEntries,
  sort: v.optional(v.picklist(searchSorts), 'date'),
  /** at most 100: past 1,000 departures, narrow the filters; past the last page, an empty page */
  page: v.optional(QueryInt(1, TRIPS_MAX_PAGE), 1),
})
export type TripsSearchQuery = v.InferInput<typeof TripsSearchQuerySchema>

/** Whether a trips search depends on the diver's currency (a price bound is given in it). */
export const usesCurrency = (address: TripsSearch): boolean => address.minPrice !== undefined || address.maxPrice !== undefined

/** Whether a trips address asks for a range of days rather than a month. */
export const hasRange = (address: TripsSearch): boolean => address.from !== undefined || address.to !== undefined

/**
 * The address of a search as its Trips/Search query: one mapping for the page and for the server's
 * first view of it (server/plugins/first-view.ts). `month` is the month shown when the address names
 * no days. The currency is sent only when a price bound is given in it (prices are otherwise
 * converted on the device, so one answer serves every currency).
 */
export function tripsQueryOf(address: TripsSearch, month: string, currency: TripsSearchQuery['currency']): TripsSearchQuery {
  const range = hasRange(address)
  return {
    // A month and days together are refused (searchProblems): the page says so before asking.
    month: range ? (address.date === undefined ? undefined : month) : month,
    from: address.from,
    to: address.to,
    flex: address.flex,
    place: address.place,
    branchId: address.center,
    activity: address.activity,
    length: address.length,
    level: address.level,
    countryId: address.country,
    organizationId: address.org,
    minPrice: address.minPrice,
    maxPrice: address.maxPrice,
    currency: usesCurrency(address) ? currency : undefined,
    payNow: address.payNow,
    payLater: address.payLater,
    seats: address.seats,
    bbox: address.bbox,
    sort: address.sort,
    // An address past the last page the search serves asks for that one (its page count then leads on).
    page: address.page === undefined ? undefined : Math.min(address.page, TRIPS_MAX_PAGE),
  }
}

/** What the server would refuse in a trips address, said on the field to change (the page explains it instead of asking). */
export const addressProblems = (address: TripsSearch, month: string): SearchProblem[] =>
  searchProblems({ ...address, month: tripsQueryOf(address, month, 'USD').month })

/**
 * A search of the trips area as the trips page asks for it. The key carries the language, the month
 * when no days are given, and the diver's currency only when a price bound is given in it (prices
 * are otherwise converted on the device, so one answer serves every currency).
 */
export const tripsSearchRequest = (search: TripsSearch, month: string, lang: Lang, currency: Currency) =>
  ({
    key: [...catalogueRoots.trips, 'search', lang, usesCurrency(search) ? currency : null, hasRange(search) ? null : month, search],
    call: { method: 'GET', path: tripsSearchPath, query: { ...tripsQueryOf(search, month, currency), lang } } satisfies ApiRequest,
  }) as const satisfies EntryRequest

/**
 * The next departures anywhere or in one country (the home's and a country page's short list): the
 * first page of the search with no month, which starts today, so it costs the same at any catalogue
 * size. The language goes in the request's header, as for every call the client makes.
 */
export const upcomingDeparturesRequest = (lang: Lang, countryId?: number) =>
  ({
    key: [...catalogueRoots.trips, 'upcoming', lang, countryId ?? null],
    call: { method: 'GET', path: tripsSearchPath, query: countryId ? { countryId } : {} } satisfies ApiRequest,
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
  /** what it asks of each diver (null: nothing), for the card to say before the diver opens it */
  requirements: v.optional(v.nullable(RequirementsSchema)),
  payNow: v.boolean(),
  payLater: v.boolean(),
  /** the center's rating (1–5, null before its first review): what `sort=rating` orders by */
  rating: v.optional(v.nullable(v.number())),
  /** where the center is (its town's position when it gave none): what the map and `bbox` place it by */
  lat: v.optional(v.number()),
  lng: v.optional(v.number()),
  /** how far the center is from the search's place or position, in km, when it sorts by distance */
  distanceKm: v.optional(v.nullable(v.number())),
})
export type TripSearchItem = v.InferOutput<typeof TripSearchItemSchema>
export const TripsSearchResponseSchema = envelope(
  /** `total` stops at 1,000: `totalCapped` says there are more (narrow the filters) */
  v.object({
    items: v.array(TripSearchItemSchema),
    total: v.number(),
    totalCapped: v.boolean(),
    /** the place or center the search is narrowed to, named in the request's language (a shared address shows it) */
    place: v.optional(v.nullable(PlaceSchema)),
    /** with `level`: it filters courses only, and trips are listed whatever it is */
    levelFilters: v.optional(v.literal('courses')),
  }),
  v.object({ page: v.number(), pageSize: v.number(), pageCount: v.number() }),
)
export type TripsSearchResponse = v.InferOutput<typeof TripsSearchResponseSchema>

/** At most this many markers an answer: a cluster or a center each (whatever the catalogue holds). */
export const MARKERS_MAX = 200
/** A marker counts its departures to this many, then says there are more (`countCapped`). */
export const MARKER_COUNT_CAP = 100
/** From this zoom on, markers gather centers by their own positions; below it, by their towns. Either way one a grid cell. */
export const CENTER_ZOOM = 9
/**
 * The most room a marker's label takes on the map, in CSS pixels: a count of "100+" and a liveaboard's
 * price in Egyptian pounds in Arabic ("121,250 ج.م.‏") measure 142 × 32. Trips/Markers joins the markers
 * whose labels would cover one another at the asked zoom (MARKER_GAP apart at least), and the map keeps
 * each label within this room, so no marker hides another a diver means to tap.
 */
export const MARKER_LABEL = { width: 144, height: 32 } as const
/** The least space between two markers' labels, in CSS pixels. */
export const MARKER_GAP = 4

/**
 * The map of a search: the same filters as Trips/Search (so the map and the list agree) in a viewport
 * (`bbox`) at a zoom. The departures are clustered in grid cells of 128 px of MapLibre's map at that
 * zoom (1.4° at zoom 6, 0.04° at zoom 11): below `CENTER_ZOOM` by the towns of their centers, from it
 * on by the centers' own positions, a cell with one center being that center's marker. Markers whose
 * labels (MARKER_LABEL) would then overlap at that zoom are joined too: no label covers another.
 */
export const tripsMarkersPath = '/Trips/Markers'
export const TripsMarkersQuerySchema = checkedSearch({
  ...searchFilterEntries,
  bbox: BboxSchema,
  zoom: QueryInt(0, 22),
})
export type TripsMarkersQuery = v.InferInput<typeof TripsMarkersQuerySchema>

export const MarkerSchema = v.object({
  /** `cluster`: the departures of several centers; `center`: one center's */
  kind: v.picklist(['cluster', 'center']),
  lat: v.number(),
  lng: v.number(),
  /** departures that fit the filters, counted to MARKER_COUNT_CAP */
  count: v.number(),
  countCapped: v.boolean(),
  /** the lowest net price among them, in US dollars (the device converts it, as the list's prices) */
  minPriceUsd: v.number(),
  /** the center a tap shows: the marker's own, or the cluster's with the cheapest departure */
  branch: v.object({ branchId: v.number(), name: v.string(), imageUrl: v.string(), city: v.string(), rating: v.nullable(v.number()) }),
  /** its cheapest departure (at `minPriceUsd`), which the card names and links to: a trip's `tempTripId` or a course date's `tempId` as `id` */
  departure: v.object({ activity: v.picklist(activities), id: v.number(), name: v.string(), startDate: v.string() }),
})
export type Marker = v.InferOutput<typeof MarkerSchema>
export const TripsMarkersResponseSchema = envelope(
  v.object({
    markers: v.array(MarkerSchema),
    /** more centers than the answer holds matched in the viewport: zoom in or narrow the filters to see each */
    truncated: v.boolean(),
  }),
)
export type TripsMarkersResponse = v.InferOutput<typeof TripsMarkersResponseSchema>

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
  /** where the center takes a deposit when booked and the balance later (contract/deposits.ts); null where it does not */
  deposit: DepositTermsSchema,
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
  /** what it asks of each diver: the booking page checks every traveller against it, as Booking/Create does */
  requirements: RequirementsSchema,
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
