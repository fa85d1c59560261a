import * as v from 'valibot'
import { NotificationSchema, type Notification } from '../../../contract/notifications.ts'
import { storageKeys } from '../../api/storage-keys.ts'

/** SPEC §4: with cursor 0 the fetched list replaces the cache; otherwise new items go to the front. */
export function mergeNotifications(cached: Notification[], fetched: Notification[], cursor: number): Notification[] {
  if (cursor === 0) return fetched
  const fresh = new Set(fetched.map((item) => item.id))
  return [...fetched, ...cached.filter((item) => !fresh.has(item.id))]
}

const CachedSchema = v.array(NotificationSchema)

export function readCache(): { items: Notification[]; cursor: number } {
  try {
    const items = v.safeParse(CachedSchema, JSON.parse(localStorage.getItem(storageKeys.notifications) ?? '[]'))
    const cursor = Number(localStorage.getItem(storageKeys.lastNotificationNumber) ?? 0)
    return items.success && Number.isInteger(cursor) ? { items: items.output, cursor } : { items: [], cursor: 0 }
  } catch {
    return { items: [], cursor: 0 }
  }
}

export function writeCache(items: Notification[], cursor: number): void {
  try {
    localStorage.setItem(storageKeys.notifications, JSON.stringify(items))
    localStorage.setItem(storageKeys.lastNotificationNumber, String(cursor))
  } catch {
    // storage full: the list still shows for this visit
  }
}
