import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Lang } from '../../../contract/common.ts'
import type { Notification } from '../../../contract/notifications.ts'
import { queueWrite, usePendingWrites } from '../../lib/outbox.ts'
import { applyChange, type NotificationChange } from './cache.ts'
import { applyToEveryList, notificationChange } from './api/writes.ts'
import { notificationsQueryOptions } from './api/notifications.ts'

/**
 * The modal's list (SPEC §4): fetched from the cursor each time it opens, kept on the device, and
 * changed on the device at once when the diver reads or deletes; the server is told when it can
 * be, and only for items that ask for it (callBackendToReadOrDelete).
 */
export function useNotifications(userId: number, lang: Lang) {
  const queryClient = useQueryClient()
  const query = useQuery(notificationsQueryOptions(userId, lang))
  const pending = usePendingWrites(notificationChange, userId)

  const act = (change: NotificationChange, item?: Notification) => {
    applyToEveryList(queryClient, userId, change)
    if (item && !item.callBackendToReadOrDelete) return // changed locally only (SPEC §3)
    queueWrite(notificationChange, { userId, change })
  }

  // Changes still waiting for the network stay applied, also over a list fetched again.
  const items = pending.reduce((list, variables) => applyChange(list, variables.change), { items: query.data?.items ?? [], cursor: 0 }).items
  return { items, query, act, waiting: pending.length }
}
