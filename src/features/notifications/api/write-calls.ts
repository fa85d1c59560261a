import {
  deleteAllNotificationsPath,
  deleteNotificationPath,
  NotificationActionResponseSchema,
  readAllNotificationsPath,
  readNotificationPath,
} from '../../../../contract/notifications.ts'
import { api } from '../../../api/client.ts'
import type { WriteRequest } from '../../../lib/outbox.ts'
import type { NotificationChange } from '../cache.ts'
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

/** The request of a read or delete, as the app and the service worker's outbox send it. */
export const changeRequest = ({ change }: NotificationWrite): WriteRequest => ({ path: pathOf(change) })

/** The call behind a read or delete: loaded when one is sent, not with the first page. */
export const sendChange = (variables: NotificationWrite) =>
  api.post(changeRequest(variables).path, NotificationActionResponseSchema, { idempotencyKey: variables.idempotencyKey })
