import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { InitializeResponseSchema, initializePath } from '../../contract/settings.ts'
import { api } from '../api/client.ts'
import { diverKeys, queryRoots } from './query-keys.ts'

export const shellKeys = {
  all: queryRoots.shell,
  initialize: (lang: Lang, userId: number | null) => [...shellKeys.all, 'initialize', lang, userId] as const,
}

/** Settings/Intialize: the notification badge follows `metaData.showFlag` (SPEC §4); the booking screen names the payment provider. */
export const initializeQueryOptions = (lang: Lang, userId: number | null) =>
  queryOptions({
    queryKey: shellKeys.initialize(lang, userId),
    queryFn: ({ client, signal }) =>
      api.post(initializePath, InitializeResponseSchema, {
        query: { Lang: lang === 'en' ? 1 : 2, lastNotificationNumber: storedNotificationCursor(client, userId) },
        signal,
      }),
    staleTime: 60_000,
  })

/**
 * The notification cursor this device holds for the diver (SPEC §4): the furthest any language's kept
 * list reached. The notifications area keeps each list under `diverKeys.notifications(userId)` and the language, as
 * `{ items, cursor }`; it is read here by shape, since lib/ does not import a feature.
 */
function storedNotificationCursor(client: QueryClient, userId: number | null): number {
  if (userId === null) return 0
  let cursor = 0
  for (const query of client.getQueryCache().findAll({ queryKey: diverKeys.notifications(userId) })) {
    const kept = (query.state.data as { cursor?: unknown } | undefined)?.cursor
    if (typeof kept === 'number' && Number.isSafeInteger(kept) && kept > cursor) cursor = kept
  }
  return cursor
}
