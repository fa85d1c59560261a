import * as v from 'valibot'
import { envelope, QueryBoolean } from './common.ts'

export const CountrySchema = v.object({ countryId: v.number(), countryName: v.string() })
export type Country = v.InferOutput<typeof CountrySchema>
export const CountriesResponseSchema = envelope(v.array(CountrySchema))

export const getCountriesPath = '/General/GetCountries'
export const GetCountriesQuerySchema = v.object({ UsedOnly: v.optional(QueryBoolean, false) })

export const getTranslatedCountriesPath = '/General/GetTranslatedCountries'
export const GetTranslatedCountriesQuerySchema = v.object({ isEnglish: v.optional(QueryBoolean, true) })

export const HealthResponseSchema = v.object({ status: v.literal('ok'), database: v.string(), build: v.string() })
export const healthPath = '/api/health'
