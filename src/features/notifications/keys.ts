import type { Lang } from '../../../contract/common.ts'
import type { OfflineWrite } from '../../lib/offline-writes.ts'
import type { NotificationChange } from './cache.ts'

export const notificationKeys = {
  all: ['notifications'] as const,
  diver: (userId: number) => [...notificationKeys.all, userId] as const,
  list: (userId: number, lang: Lang) => [...notificationKeys.diver(userId), lang] as const,
}

export const notificationWriteKey = ['notifications', 'change'] as const
export type NotificationWrite = OfflineWrite & { change: NotificationChange }
