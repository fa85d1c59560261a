import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { PlacesSuggestResponseSchema, placesSuggestPath } from '../../contract/places.ts'
import { api } from '../api/client.ts'

/**
 * What a search box suggests for the letters typed (Places/Suggest), in English or Arabic whatever the
 * page's language, the names in `lang`. One prefix's answer is of no use a day later and there is one
 * per key typed: not saved with the cache, and dropped from memory a few minutes after its last use.
 * The home's and the trips area's search forms read it (decision 025).
 */
export const placeSuggestionsQueryOptions = (q: string, lang: Lang) =>
  queryOptions({
    queryKey: ['places', 'suggest', lang, q] as const,
    queryFn: ({ signal }) => api.get(placesSuggestPath, PlacesSuggestResponseSchema, { query: { q, lang }, signal }),
    enabled: q.trim() !== '',
    staleTime: 60 * 60_000,
    gcTime: 5 * 60_000,
    // The last letters' suggestions stay listed while the next ones load, instead of the list emptying at each key.
    placeholderData: keepPreviousData,
    meta: { persist: false },
  })
