import type { Lang } from '../../../../contract/common.ts'
import type { DiverWrite } from '../../../lib/offline-writes.ts'
import { diverKeys, queryRoots } from '../../../lib/query-keys.ts'
import type { NotificationChange } from '../cache.ts'

export const notificationKeys = {
  all: queryRoots.notifications,
  diver: diverKeys.notifications,
  list: (userId: number, lang: Lang) => [...notificationKeys.diver(userId), lang] as const,
}

export type NotificationWrite = DiverWrite & { change: NotificationChange }
