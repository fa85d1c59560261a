import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { CountriesResponseSchema, getTranslatedCountriesPath, usedCountriesRequest } from '../../contract/general.ts'
import { api } from '../api/client.ts'
import { queryRoots } from './query-keys.ts'

/**
 * Two different calls, so two keys under one root (the second's is an entry page's call, contract/general.ts): every country with its name in the screen's
 * language (General/GetTranslatedCountries: where a diver comes from, on sign-up and in the profile),
 * and only the countries that have a branch (General/GetCountries with UsedOnly: where one can dive).
 */
/** Every country, named in the screen's language: the sign-up form's and the profile form's choice (one cache entry). */
export const countriesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: [...queryRoots.countries, 'all', lang] as const,
    queryFn: ({ signal }) => api.get(getTranslatedCountriesPath, CountriesResponseSchema, { query: { isEnglish: lang === 'en' }, signal }),
    staleTime: 24 * 60 * 60_000,
  })

/** The countries that have a branch: the country filter of the directory and the trips area (one cache entry). */
export const usedCountriesQueryOptions = (lang: Lang) => {
  const { key, call } = usedCountriesRequest(lang)
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.send(call, CountriesResponseSchema, { signal }), staleTime: 60 * 60_000 })
}
