import type { Notification } from '../../../contract/notifications.ts'

/** What the device keeps of a diver's notifications: the list (newest first) and the cursor. */
export type NotificationList = { items: Notification[]; cursor: number }

/** Newest first, by time, then by id (the server's order of arrival) for equal times. */
export function sortNewestFirst(items: Notification[]): Notification[] {
  return [...items].sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id)
}

/**
 * SPEC §4: with cursor 0 the fetched list replaces the cached one; otherwise new items join it,
 * without duplicates (a fetched item wins: it is the server's latest word). Kept newest first,
 * whatever order the pages came in.
 */
export function mergeNotifications(cached: Notification[], fetched: Notification[], cursor: number): Notification[] {
  if (cursor === 0) return sortNewestFirst(fetched)
  const fresh = new Set(fetched.map((item) => item.id))
  return sortNewestFirst([...fetched, ...cached.filter((item) => !fresh.has(item.id))])
}

type Page = { data: Notification[]; metaData: { lastNotificationNumber: number; hasMore: boolean } }

/**
 * Everything after `cursor`, page by page (at most 50 a call, oldest unseen first) until the
 * server has no more: a diver back from a week at sea sees every notification, not the first 50.
 */
export async function fetchAfter(
  fetchPage: (cursor: number) => Promise<Page>,
  cursor: number,
  maxPages = 100,
): Promise<{ items: Notification[]; cursor: number }> {
  const items: Notification[] = []
  let next = cursor
  for (let page = 0; page < maxPages; page++) {
    const { data, metaData } = await fetchPage(next)
    items.push(...data)
    const moved = metaData.lastNotificationNumber !== next
    next = metaData.lastNotificationNumber
    if (!metaData.hasMore || !moved) break
  }
  return { items, cursor: next }
}

/** The list after a read or delete, on the device at once (and sent to the server when it can be). */
export type NotificationChange = { kind: 'read' | 'delete'; id: number } | { kind: 'readAll' | 'deleteAll' }

export function applyChange(list: NotificationList, change: NotificationChange): NotificationList {
  switch (change.kind) {
    case 'readAll':
      return { ...list, items: list.items.map((item) => ({ ...item, isRead: true })) }
    case 'deleteAll':
      return { ...list, items: [] }
    case 'read':
      return { ...list, items: list.items.map((item) => (item.id === change.id ? { ...item, isRead: true } : item)) }
    case 'delete':
      return { ...list, items: list.items.filter((item) => item.id !== change.id) }
  }
}
