import { queryOptions } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../../contract/common.ts'
import type { DepartureLength } from '../../../../contract/extras.ts'
import { type Cabin, type LiveaboardDetails, liveaboardDetailsPath, LiveaboardDetailsResponseSchema } from '../../../../contract/liveaboards.ts'
import { api } from '../../../api/client.ts'

export const cabinKeys = {
  all: ['booking', 'cabins'] as const,
  trip: (id: number, lang: Lang) => ['booking', 'cabins', id, lang] as const,
}

/** What a liveaboard date sells beside its seats: its cabins and what is left of them, and its extras with the days and dives they are priced by. */
export type LiveaboardSale = { cabins: Cabin[]; extras: LiveaboardDetails['extras']; length: DepartureLength }

/** A liveaboard date's cabins and extras, read fresh for the booking page (each booking takes from the cabins). */
export const liveaboardSaleQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: cabinKeys.trip(id, lang),
    queryFn: async ({ signal }): Promise<LiveaboardSale> => {
      const { data } = await api.get(liveaboardDetailsPath, LiveaboardDetailsResponseSchema, { query: { tempTripId: id, lang: langCode[lang] }, signal })
      return { cabins: data.cabins, extras: data.extras, length: { days: data.days, dives: data.numberOfDives } }
    },
    staleTime: 0,
    meta: { persist: false },
  })
