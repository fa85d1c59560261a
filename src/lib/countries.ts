import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { CountriesResponseSchema, getCountriesPath, getTranslatedCountriesPath } from '../../contract/general.ts'
import { api } from '../api/client.ts'
import { queryRoots } from './query-keys.ts'

/**
 * Two different calls, so two keys under one root: every country with its name in the screen's
 * language (General/GetTranslatedCountries: where a diver comes from, on sign-up and in the profile),
 * and only the countries that have a branch (General/GetCountries with UsedOnly: where one can dive).
 */
export const countryKeys = {
  all: (lang: Lang) => [...queryRoots.countries, 'all', lang] as const,
  used: (lang: Lang) => [...queryRoots.countries, 'used', lang] as const,
}

/** Every country, named in the screen's language: the sign-up form's and the profile form's choice (one cache entry). */
export const countriesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: countryKeys.all(lang),
    queryFn: ({ signal }) => api.get(getTranslatedCountriesPath, CountriesResponseSchema, { query: { isEnglish: lang === 'en' }, signal }),
    staleTime: 24 * 60 * 60_000,
  })

/** The countries that have a branch: the country filter of the directory and the trips area (one cache entry). */
export const usedCountriesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: countryKeys.used(lang),
    queryFn: ({ signal }) => api.get(getCountriesPath, CountriesResponseSchema, { query: { UsedOnly: true }, signal }),
    staleTime: 60 * 60_000,
  })
