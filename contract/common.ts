import * as v from 'valibot'

/** The API's base address (SPEC §7). */
export const apiBase = '/api/website/v1'

/** Language enum of SPEC §3: en = 1, ar = 2. */
export const languages = ['en', 'ar'] as const
export type Lang = (typeof languages)[number]
export const langCode = { en: 1, ar: 2 } as const satisfies Record<Lang, number>
export const langFromCode = (code: number): Lang => (code === 2 ? 'ar' : 'en')

/** The nine currencies of SPEC §9, USD first (the default). */
export const currencies = ['USD', 'SAR', 'EUR', 'EGP', 'AED', 'GBP', 'BHD', 'INR', 'KWD'] as const
export type Currency = (typeof currencies)[number]
export const CurrencySchema = v.picklist(currencies)

/** One request to the API, under its base (`/Trips/Search`), as the page and the server both send it. */
export type ApiRequest = {
  method: 'GET' | 'POST'
  path: string
  query: Record<string, string | number | boolean | null | undefined>
  body?: unknown
}

/**
 * A call of a catalogue entry page (contract/entry-pages.ts): the client's query-cache key for its
 * answer, and the request that gets it. The key is here, beside the request, because a first visit's
 * page carries the answer under it (decision 021).
 */
export type EntryRequest = { key: readonly unknown[]; call: ApiRequest }

/** The roots of the catalogue's cache keys (src/lib/query-keys.ts spreads them in). */
export const catalogueRoots = {
  trips: ['trips'],
  branches: ['branches'],
  organizations: ['organizations'],
  countries: ['countries'],
} as const

/** Every answer is wrapped in `data`; some add `metaData` (SPEC §7). */
export function envelope<TData extends v.GenericSchema>(
  data: TData,
): v.ObjectSchema<{ data: TData; metaData: v.OptionalSchema<v.UnknownSchema, undefined> }, undefined>
export function envelope<TData extends v.GenericSchema, TMeta extends v.GenericSchema>(
  data: TData,
  metaData: TMeta,
): v.ObjectSchema<{ data: TData; metaData: TMeta }, undefined>
// The overloads carry the types; valibot's object schema types are invariant in their entries.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function envelope(data: v.GenericSchema, metaData?: v.GenericSchema): any {
  return v.object({ data, metaData: metaData ?? v.optional(v.unknown()) })
}

/** The error body every failing call answers with. */
export const FieldErrorSchema = v.object({ path: v.string(), message: v.string() })
export const ErrorBodySchema = v.object({
  message: v.string(),
  code: v.optional(v.string()),
  errors: v.optional(v.array(FieldErrorSchema)),
  /** 429: seconds until the call may be tried again (also in the Retry-After header) */
  retryAfter: v.optional(v.number()),
})
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>
export type FieldError = v.InferOutput<typeof FieldErrorSchema>

/** Query-string helpers: the wire carries strings, the handlers want values. */
export const QueryBoolean = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', 'True', 'False', '1', '0'])]),
  v.transform((value) => value === true || value === 'true' || value === 'True' || value === '1'),
)
export const QueryInt = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,15}$/))]), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max))
export const QueryNumber = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,12}(\.\d{1,6})?$/))]), v.transform(Number), v.finite())
/** `Lang`/`lang` accepts 1/2 or en/ar. */
export const QueryLang = v.pipe(
  v.union([v.picklist([1, 2]), v.picklist(['1', '2', 'en', 'ar', 'EN', 'AR'])]),
  v.transform((value): Lang => (String(value) === '2' || String(value).toLowerCase() === 'ar' ? 'ar' : 'en')),
)

/**
 * Not in the spec: how to reach a center besides `tel` and `mobile`, the way a center that takes no
 * online booking is booked (contract/departures.ts `takesOnlineBookings`). `whatsapp` is a number in
 * international form; each is null when the center has none.
 */
export const centerContactEntries = { email: v.nullable(v.string()), whatsapp: v.nullable(v.string()) }

/**
 * A record id written in an address (`…/$name/$id`) as the API accepts one: 1 to 999,999,999 in
 * digits, nothing else. Anything else is "not found" for the page and has no first view for the
 * server: one rule for both.
 */
export const idFromAddress = (text: string | undefined): number | null => (text !== undefined && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null)
