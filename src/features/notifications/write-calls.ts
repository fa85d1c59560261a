import {
  deleteAllNotificationsPath,
  deleteNotificationPath,
  NotificationActionResponseSchema,
  readAllNotificationsPath,
  readNotificationPath,
} from '../../../contract/notifications.ts'
import { api } from '../../api/client.ts'
import type { NotificationChange } from './cache.ts'
import type { NotificationWrite } from './keys.ts'

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

/** The call behind a read or delete: loaded when one is sent, not with the first page. */
export const sendChange = ({ change, idempotencyKey }: NotificationWrite) => api.post(pathOf(change), NotificationActionResponseSchema, { idempotencyKey })
