import type { QueryClient } from '@tanstack/react-query'
import { registerOfflineWrite } from '../../../lib/offline-writes.ts'
import { queryRoots } from '../../../lib/query-keys.ts'
import { notificationKeys, type NotificationWrite, notificationWriteKey } from './keys.ts'

/** Read and delete made offline wait for the network and are sent once, with their own key. */
export function registerNotificationWrites(queryClient: QueryClient): void {
  registerOfflineWrite(queryClient, notificationWriteKey, {
    mutationFn: async (variables: NotificationWrite) => (await import('./write-calls.ts')).sendChange(variables),
    request: async (variables) => (await import('./write-calls.ts')).changeRequest(variables),
    ref: ({ change }) => ('id' in change ? change.id : null),
    onSettled: async (variables) => {
      // The header badge follows Settings/Intialize (SPEC §2.1).
      await queryClient.invalidateQueries({ queryKey: queryRoots.shell })
      if (variables) await queryClient.invalidateQueries({ queryKey: notificationKeys.diver(variables.userId) })
    },
  })
}
