import * as v from 'valibot'
import { type ApiRequest, catalogueRoots, envelope, type EntryRequest, type Lang, QueryBoolean } from './common.ts'

export const CountrySchema = v.object({ countryId: v.number(), countryName: v.string() })
export type Country = v.InferOutput<typeof CountrySchema>
export const CountriesResponseSchema = envelope(v.array(CountrySchema))

export const getCountriesPath = '/General/GetCountries'
export const GetCountriesQuerySchema = v.object({ UsedOnly: v.optional(QueryBoolean, false) })

/** The countries that have a branch: the trips area's and the directory's country filter. */
export const usedCountriesRequest = (lang: Lang) =>
  ({
    key: [...catalogueRoots.countries, 'used', lang],
    call: { method: 'GET', path: getCountriesPath, query: { UsedOnly: true } } satisfies ApiRequest,
  }) as const satisfies EntryRequest

export const getTranslatedCountriesPath = '/General/GetTranslatedCountries'
export const GetTranslatedCountriesQuerySchema = v.object({ isEnglish: v.optional(QueryBoolean, true) })

export const HealthResponseSchema = v.object({ status: v.literal('ok'), database: v.string(), build: v.string() })
export const healthPath = '/api/health'

export const contactUsPath = '/General/ContactUS'
export const ContactUsBodySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email()),
  subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(150)), ''),
  message: v.pipe(v.string(), v.trim(), v.minLength(10), v.maxLength(5000)),
})
export type ContactUsBody = v.InferInput<typeof ContactUsBodySchema>
export const ContactUsResponseSchema = envelope(v.object({ ticketId: v.number(), message: v.string() }))

export const pageNames = ['about-us', 'privacy-policy', 'terms', 'faqs'] as const
export const getPageContentPath = '/General/GetPageContent'
export const GetPageContentQuerySchema = v.object({ pageName: v.picklist(pageNames) })
/** `content` is HTML from the database: the client sanitizes it before rendering. */
export const PageContentResponseSchema = envelope(v.object({ pageName: v.picklist(pageNames), title: v.string(), content: v.string(), updatedAt: v.string() }))

/** Countries that have dive centers, with what a destination card shows (home, `/countries`). */
export const destinationsPath = '/General/Destinations'
export const DestinationSchema = v.object({
  countryId: v.number(),
  countryName: v.string(),
  /** ISO 3166 alpha-2, lower case */
  code: v.string(),
  branchCount: v.number(),
  upcomingTrips: v.number(),
  /** a picture of a center there */
  imageUrl: v.string(),
})
export type Destination = v.InferOutput<typeof DestinationSchema>
export const DestinationsResponseSchema = envelope(v.array(DestinationSchema))
