import * as v from 'valibot'
import { type ApiRequest, catalogueRoots, centerContactEntries, envelope, type EntryRequest, type Lang, QueryBoolean, QueryInt } from './common.ts'
import { NextDateSchema } from './departures.ts'
import { BranchBoatSchema } from './liveaboards.ts'
import type { DirectorySearch } from './addresses.ts'

export const diveCentersPath = '/BranchWeb/DiveCenters'
export const freelancersPath = '/BranchWeb/Freelancers'
export const branchDetailPath = '/BranchWeb/BranchDetail'
export const BRANCH_PAGE_SIZE = 10 // SPEC §9

const OptionalId = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647))), null)

/** SPEC §3 Branch filter, plus the sort and filters SPEC §2.3 displays without sending them to any call. */
export const BranchFilterSchema = v.object({
  DiveCenterName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100))), ''),
  Page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
  OrganizationId: OptionalId,
  CountryId: OptionalId,
  /** `rate`: best rated first (the home's popular centers) */
  SortBy: v.optional(v.picklist(['az', 'za', 'rate']), 'az'),
  /** a language the branch speaks */
  Language: v.optional(v.nullable(v.picklist(['en', 'ar', 'de', 'fr', 'it', 'ru', 'es', ''])), null),
  PayNow: v.optional(v.nullable(v.boolean()), null),
  PayLater: v.optional(v.nullable(v.boolean()), null),
})
export type BranchFilter = v.InferInput<typeof BranchFilterSchema>

/**
 * The directory's address as its call's filter body: one mapping for the page's query and for the
 * server's first view of the page (server/plugins/first-view.ts), so both send the same body.
 */
export function branchFilterOf(address: DirectorySearch): BranchFilter {
  return {
    DiveCenterName: address.q ?? '',
    Page: address.page ?? 1,
    CountryId: address.country ?? null,
    OrganizationId: address.org ?? null,
    SortBy: address.sort ?? 'az',
    Language: address.language ?? null,
    PayNow: address.payNow ?? null,
    PayLater: address.payLater ?? null,
  }
}
/** Without `isEnglish`, the request's language (Accept-Language, then the account's) applies. */
export const BranchListQuerySchema = v.object({ isEnglish: v.optional(QueryBoolean) })

export const BranchListItemSchema = v.object({
  branchId: v.number(),
  branchName: v.string(),
  imageUrl: v.string(),
  rate: v.nullable(v.number()),
  countryName: v.string(),
  city: v.string(),
  /** language names in the request's language */
  languages: v.array(v.string()),
  organizationImages: v.array(v.string()),
  payNow: v.boolean(),
  payLater: v.boolean(),
})
export type BranchListItem = v.InferOutput<typeof BranchListItemSchema>
export const BranchListResponseSchema = envelope(
  v.object({
    diveCenters: v.array(BranchListItemSchema),
    tripsCount: v.number(),
    /** present when a filtered total stopped counting at 1,000: there are more */
    tripsCountCapped: v.optional(v.boolean()),
  }),
  v.object({ page: v.number(), pageSize: v.number(), pageCount: v.number() }),
)
export type BranchListResponse = v.InferOutput<typeof BranchListResponseSchema>

export const TripCardSchema = v.object({
  tempTripId: v.number(),
  tripName: v.string(),
  imageUrl: v.string(),
  days: v.number(),
  countryName: v.string(),
  city: v.string(),
  /** YYYY-MM-DD */
  startDate: v.string(),
  availableSeats: v.number(),
  numberOfDives: v.number(),
  price: v.number(),
  netPrice: v.number(),
  currency: v.string(),
  /** not in the spec: the soonest later date of this trip that can be booked (contract/departures.ts) */
  nextDate: NextDateSchema,
})
export type TripCard = v.InferOutput<typeof TripCardSchema>

export const CourseDateSchema = v.object({
  tempId: v.number(),
  startDate: v.string(),
  durationDays: v.number(),
  availableSeats: v.number(),
  locationName: v.string(),
  branchId: v.number(),
  branchName: v.string(),
  organizationId: v.number(),
  organizationName: v.string(),
  price: v.number(),
  netPrice: v.number(),
  currency: v.string(),
  /** not in the spec: the soonest later date of this course that can be booked */
  nextDate: NextDateSchema,
})
export const GroupedCourseSchema = v.object({
  name: v.string(),
  level: v.string(),
  description: v.string(),
  logoUrl: v.string(),
  courses: v.array(CourseDateSchema),
})

export const BranchDetailsDtoSchema = v.object({
  branchId: v.number(),
  /** km from the caller when `lat`/`lng` are sent, else null */
  distance: v.nullable(v.number()),
  imageUrl: v.string(),
  branchName: v.string(),
  branchNameOther: v.string(),
  /** the other language's code */
  otherLang: v.picklist(['en', 'ar']),
  /** the language of `branchName`: 1 en, 2 ar */
  langFlag: v.picklist([1, 2]),
  isFavorite: v.boolean(),
  countryName: v.string(),
  countryNameAr: v.string(),
  city: v.string(),
  facebook: v.nullable(v.string()),
  website: v.nullable(v.string()),
  twitter: v.nullable(v.string()),
  instagram: v.nullable(v.string()),
  linkedIn: v.nullable(v.string()),
  tel: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  ...centerContactEntries,
  lat: v.number(),
  lng: v.number(),
  /** HTML (line breaks as <br>); sanitize before rendering */
  description: v.string(),
  descriptionOther: v.string(),
  currency: v.string(),
  images: v.array(v.object({ imageUrl: v.string() })),
  divingTrips: v.array(TripCardSchema),
  freedivingTrips: v.array(TripCardSchema),
  snorkelingTrips: v.array(TripCardSchema),
  trips: v.array(TripCardSchema),
  courses: v.array(CourseDateSchema),
  groupedCourses: v.array(GroupedCourseSchema),
  /** online (e-learning) course dates */
  webCourses: v.array(CourseDateSchema),
  liveaboards: v.array(TripCardSchema),
  courseRate: v.nullable(v.number()),
  tripRate: v.nullable(v.number()),
  liveaboardRate: v.nullable(v.number()),
  rate: v.nullable(v.number()),
  languages: v.array(v.string()),
  organizations: v.array(v.object({ organizationId: v.number(), shortName: v.string(), logoUrl: v.string() })),
  payNow: v.boolean(),
  payLater: v.boolean(),
  /** not in the spec: the boats its liveaboards sail on, each opened with Boats/Details (decision 027) */
  boats: v.array(BranchBoatSchema),
})
export type BranchDetailsDto = v.InferOutput<typeof BranchDetailsDtoSchema>

export const CustomerReviewSchema = v.object({ body: v.string(), title: v.string(), userName: v.string(), dateAsString: v.string(), rate: v.number() })

export const BranchDetailQuerySchema = v.object({
  BranchId: QueryInt(1, 2_147_483_647),
  isEnglish: v.optional(QueryBoolean),
})
export const BranchDetailResponseSchema = envelope(
  v.object({
    branchDetailsDto: BranchDetailsDtoSchema,
    liveaboardTripsCount: v.number(),
    freedivingTripsCount: v.number(),
    snorkelingTripsCount: v.number(),
    divingTripsCount: v.number(),
    coursesCount: v.number(),
    customerReviews: v.array(CustomerReviewSchema),
  }),
)
export type BranchDetailResponse = v.InferOutput<typeof BranchDetailResponseSchema>

/** SPEC §2.3: `diveCenters` lists dive centers; any other value lists freelancers. */
export type BranchType = 'diveCenters' | 'freelancers'
export const branchTypeOf = (param: string): BranchType => (param === 'diveCenters' ? 'diveCenters' : 'freelancers')

/** A directory page asks for its list; the key carries the language (prices are converted on the device). */
export const branchListRequest = (type: BranchType, search: DirectorySearch, lang: Lang) =>
  ({
    key: [...catalogueRoots.branches, 'list', type, lang, search],
    call: {
      method: 'POST',
      path: type === 'diveCenters' ? diveCentersPath : freelancersPath,
      query: { isEnglish: lang === 'en' },
      body: branchFilterOf(search),
    } satisfies ApiRequest,
  }) as const satisfies EntryRequest

/** A branch's page asks for its branch. */
export const branchDetailRequest = (id: number, lang: Lang) =>
  ({
    key: [...catalogueRoots.branches, 'detail', id, lang],
    call: { method: 'GET', path: branchDetailPath, query: { BranchId: id, isEnglish: lang === 'en' } } satisfies ApiRequest,
  }) as const satisfies EntryRequest
