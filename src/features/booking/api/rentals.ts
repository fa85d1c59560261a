import { queryOptions } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../../contract/common.ts'
import { type Rentals, rentalsPath, RentalsResponseSchema } from '../../../../contract/gear.ts'
import { api } from '../../../api/client.ts'
import type { BookingKind } from '../departure.ts'

export const rentalKeys = {
  all: ['booking', 'rentals'] as const,
  departure: (kind: BookingKind, id: number, lang: Lang) => ['booking', 'rentals', kind, id, lang] as const,
}

/**
 * What the date's center rents and has left of each size, read fresh (every booking takes from it),
 * and not kept on the device: booking needs a connection anyway.
 */
export const rentalsQueryOptions = (kind: BookingKind, id: number, lang: Lang) =>
  queryOptions({
    queryKey: rentalKeys.departure(kind, id, lang),
    queryFn: async ({ signal }): Promise<Rentals> =>
      (await api.get(rentalsPath, RentalsResponseSchema, { query: { [kind === 'trip' ? 'tripId' : 'courseId']: id, lang: langCode[lang] }, signal })).data,
    staleTime: 0,
    meta: { persist: false },
  })
