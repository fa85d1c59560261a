import { queryOptions } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../../contract/common.ts'
import { type Cabin, liveaboardDetailsPath, LiveaboardDetailsResponseSchema } from '../../../../contract/liveaboards.ts'
import { api } from '../../../api/client.ts'

export const cabinKeys = {
  all: ['booking', 'cabins'] as const,
  trip: (id: number, lang: Lang) => ['booking', 'cabins', id, lang] as const,
}

/** The cabins a liveaboard date sells and has left, read fresh for the booking page (each booking takes from them). */
export const cabinsQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: cabinKeys.trip(id, lang),
    queryFn: async ({ signal }): Promise<Cabin[]> =>
      (await api.get(liveaboardDetailsPath, LiveaboardDetailsResponseSchema, { query: { tempTripId: id, lang: langCode[lang] }, signal })).data.cabins,
    staleTime: 0,
    meta: { persist: false },
  })
