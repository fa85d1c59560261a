import { deleteAllNotificationsPath, deleteNotificationPath, readAllNotificationsPath, readNotificationPath } from '../../../../contract/notifications.ts'
import { offlineWrite } from '../../../lib/offline-writes.ts'
import { queryRoots } from '../../../lib/query-keys.ts'
import type { NotificationChange } from '../cache.ts'
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

/** A read or a delete, made offline too: it waits for the network and is sent once, with its own key. */
export const notificationChange = offlineWrite<NotificationWrite>({
  kind: 'notification',
  request: ({ change }) => ({ path: pathOf(change) }),
  ref: ({ change }) => ('id' in change ? change.id : null),
  // The header badge follows Settings/Intialize (SPEC §2.1).
  changes: ({ userId }) => [queryRoots.shell, notificationKeys.diver(userId)],
})
