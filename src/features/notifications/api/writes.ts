import { deleteAllNotificationsPath, deleteNotificationPath, readAllNotificationsPath, readNotificationPath } from '../../../../contract/notifications.ts'
import type { QueryClient } from '@tanstack/react-query'
import { offlineWrite } from '../../../lib/offline-writes.ts'
import { queryRoots } from '../../../lib/query-keys.ts'
import { applyChange, type NotificationChange, type NotificationList } from '../cache.ts'
import { notificationKeys, type NotificationWrite } from './keys.ts'

function pathOf(change: NotificationChange): string {
  switch (change.kind) {
    case 'readAll':
      return readAllNotificationsPath
    case 'deleteAll':
      return deleteAllNotificationsPath
    case 'read':
      return readNotificationPath(change.id)
    case 'delete':
      return deleteNotificationPath(change.id)
  }
}

/** A read or a delete on the device at once, on every language's list of the diver, so a switch does not bring back what was deleted. */
export function applyToEveryList(queryClient: QueryClient, userId: number, change: NotificationChange): void {
  for (const cached of queryClient.getQueryCache().findAll({ queryKey: notificationKeys.diver(userId) })) {
    const list = cached.state.data as NotificationList | undefined
    if (list) queryClient.setQueryData(cached.queryKey, applyChange(list, change), { updatedAt: cached.state.dataUpdatedAt })
  }
}

/** A read or a delete, made offline too: it waits for the network and is sent once, with its own key. */
export const notificationChange = offlineWrite<NotificationWrite>({
  kind: 'notification',
  request: ({ change }) => ({ path: pathOf(change) }),
  ref: ({ change }) => ('id' in change ? change.id : null),
  // A list asked for before the change and answered after it (another write's follow-up) put the item
  // back as it was; merged from its cursor, it would stay once this write no longer hides it.
  onSent: ({ userId, change }, _answer, queryClient) => applyToEveryList(queryClient, userId, change),
  // The header badge follows Settings/Intialize (SPEC §2.1).
  changes: ({ userId }) => [queryRoots.shell, notificationKeys.diver(userId)],
})
