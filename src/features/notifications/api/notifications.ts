import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../../contract/common.ts'
import { getNotificationsPath, NotificationsResponseSchema } from '../../../../contract/notifications.ts'
import { api } from '../../../api/client.ts'
import { fetchAfter, mergeNotifications, type NotificationList } from '../cache.ts'
import { notificationKeys } from './keys.ts'

/**
 * The list kept for this language is topped up from its cursor (SPEC §4). When the freshest list
 * on the device is another language's, or there is none, the whole list is fetched again from
 * cursor 0 and replaces it: cached items follow a language switch instead of staying in the old one.
 */
function startingPoint(client: QueryClient, userId: number, lang: Lang): NotificationList {
  const lists = client
    .getQueryCache()
    .findAll({ queryKey: notificationKeys.diver(userId) })
    .filter((query) => query.state.data !== undefined)
  const freshest = lists.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0]
  if (!freshest || freshest.queryKey[2] !== lang) return { items: [], cursor: 0 }
  return freshest.state.data as NotificationList
}

export const notificationsQueryOptions = (userId: number, lang: Lang) =>
  queryOptions({
    queryKey: notificationKeys.list(userId, lang),
    queryFn: async ({ client, signal }): Promise<NotificationList> => {
      const start = startingPoint(client, userId, lang)
      const fetched = await fetchAfter(
        (cursor) => api.get(getNotificationsPath, NotificationsResponseSchema, { query: { lastNotificationNumber: cursor, lang: langCode[lang] }, signal }),
        start.cursor,
      )
      return { items: mergeNotifications(start.items, fetched.items, start.cursor), cursor: fetched.cursor }
    },
    meta: { owner: userId },
    staleTime: 0,
  })
