import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../../../contract/common.ts'
import { BoatDetailsResponseSchema, boatDetailsPath } from '../../../../contract/liveaboards.ts'
import { api } from '../../../api/client.ts'
import { queryRoots } from '../../../lib/query-keys.ts'

// A boat's page (decision 027): its departures carry cabins left, so the key sits under the trips
// root, which a booking's change of seats marks stale (lib/changes.ts).
export const boatQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: [...queryRoots.trips, 'boat', id, lang] as const,
    queryFn: ({ signal }) => api.get(boatDetailsPath, BoatDetailsResponseSchema, { query: { boatId: id, lang }, signal }),
  })
