import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import {
  deleteAllNotificationsPath,
  deleteNotificationPath,
  getNotificationsPath,
  NotificationActionResponseSchema,
  NotificationsResponseSchema,
  readAllNotificationsPath,
  readNotificationPath,
  type Notification,
} from '../../../contract/notifications.ts'
import { api } from '../../api/client.ts'
import { getErrorMessage } from '../../lib/errors.ts'
import { mergeNotifications, readCache, writeCache } from './cache.ts'

type Action = { kind: 'read'; item: Notification } | { kind: 'delete'; item: Notification } | { kind: 'readAll' } | { kind: 'deleteAll' }

/** The modal's list: cached locally, topped up from the cursor each time it opens (SPEC §4). */
export function useNotifications() {
  const queryClient = useQueryClient()
  const [{ items, cursor }, setState] = useState(readCache)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)

  const update = useCallback((next: Notification[], nextCursor: number) => {
    writeCache(next, nextCursor)
    setState({ items: next, cursor: nextCursor })
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    const start = readCache()
    api
      .get(getNotificationsPath, NotificationsResponseSchema, { query: { lastNotificationNumber: start.cursor }, signal: controller.signal })
      .then(({ data, metaData }) => update(mergeNotifications(start.items, data, start.cursor), metaData.lastNotificationNumber))
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setError(getErrorMessage(cause))
      })
      .finally(() => setLoading(false))
    return () => controller.abort()
  }, [update])

  const mutation = useMutation({
    mutationFn: async (action: Action) => {
      if (action.kind === 'readAll') return api.post(readAllNotificationsPath, NotificationActionResponseSchema)
      if (action.kind === 'deleteAll') return api.post(deleteAllNotificationsPath, NotificationActionResponseSchema)
      if (!action.item.callBackendToReadOrDelete) return undefined // changed locally only (SPEC §3)
      const path = action.kind === 'read' ? readNotificationPath(action.item.id) : deleteNotificationPath(action.item.id)
      return api.post(path, NotificationActionResponseSchema)
    },
    onMutate: (action) => {
      const before = items
      let next = items
      if (action.kind === 'readAll') next = items.map((item) => ({ ...item, isRead: true }))
      else if (action.kind === 'deleteAll') next = []
      else if (action.kind === 'read') next = items.map((item) => (item.id === action.item.id ? { ...item, isRead: true } : item))
      else next = items.filter((item) => item.id !== action.item.id)
      update(next, cursor)
      return { before }
    },
    onError: (_error, _action, context) => {
      if (context) update(context.before, cursor)
    },
    // The header badge follows Settings/Intialize.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['shell'] }),
  })

  return { items, loading, error, act: mutation.mutate, busy: mutation.isPending }
}
