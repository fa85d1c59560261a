import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../../contract/common.ts'
import { CountriesResponseSchema, getTranslatedCountriesPath } from '../../../contract/general.ts'
import { api } from '../../api/client.ts'

export const countryKeys = {
  all: ['countries'] as const,
  list: (lang: Lang) => [...countryKeys.all, 'list', lang] as const,
}

export const countriesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: countryKeys.list(lang),
    queryFn: ({ signal }) => api.get(getTranslatedCountriesPath, CountriesResponseSchema, { query: { isEnglish: lang === 'en' }, signal }),
    staleTime: 60 * 60_000,
  })
