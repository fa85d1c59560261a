import type { QueryClient } from '@tanstack/react-query'
import {
  deleteAllNotificationsPath,
  deleteNotificationPath,
  NotificationActionResponseSchema,
  readAllNotificationsPath,
  readNotificationPath,
} from '../../../contract/notifications.ts'
import { api } from '../../api/client.ts'
import { type OfflineWrite, registerOfflineWrite } from '../../lib/offline-writes.ts'
import type { NotificationChange } from './cache.ts'
import { notificationKeys } from './queries.ts'

export const notificationWriteKey = ['notifications', 'change'] as const
export type NotificationWrite = OfflineWrite & { change: NotificationChange }

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

/** Read and delete made offline wait for the network and are sent once, with their own key. */
export function registerNotificationWrites(queryClient: QueryClient): void {
  registerOfflineWrite(queryClient, notificationWriteKey, {
    mutationFn: ({ change, idempotencyKey }: NotificationWrite) => api.post(pathOf(change), NotificationActionResponseSchema, { idempotencyKey }),
    onSettled: async (variables) => {
      // The header badge follows Settings/Intialize (SPEC §2.1).
      await queryClient.invalidateQueries({ queryKey: ['shell'] })
      if (variables) await queryClient.invalidateQueries({ queryKey: notificationKeys.diver(variables.userId) })
    },
  })
}
