import type { Lang } from '../../../contract/common.ts'
import { NOTIFICATIONS_PAGE, type Notification } from '../../../contract/notifications.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { Notice } from './notices.ts'
import {
  deleteNotifications,
  findNotificationsAfter,
  findNotificationSummary,
  hasNotification,
  insertNotification,
  markRead,
  type NotificationRow,
} from './notifications.repository.ts'
import { localized } from '../../lib/lang.ts'

const toNotification = (row: NotificationRow, lang: Lang): Notification => ({
  id: row.id,
  title: localized(row, 'title', lang),
  text: localized(row, 'text', lang),
  time: row.created_at.toISOString(),
  isRead: row.is_read,
  type: row.type,
  itemId: row.item_id,
  callBackendToReadOrDelete: true,
})

/** SPEC §4 cursor: the oldest page after it, so a diver with many new ones pages through them all. */
export async function notificationsAfter(db: Db, userId: number, cursor: number, lang: Lang) {
  const rows = await findNotificationsAfter(db, userId, cursor, NOTIFICATIONS_PAGE)
  const page = rows.slice(0, NOTIFICATIONS_PAGE)
  return {
    data: page.map((row) => toNotification(row, lang)).reverse(),
    metaData: { lastNotificationNumber: page.at(-1)?.id ?? cursor, hasMore: rows.length > NOTIFICATIONS_PAGE },
  }
}

export async function readNotification(db: Db, userId: number, id: number): Promise<void> {
  if ((await markRead(db, userId, id)) === 0) throw new HttpError(404, 'NotFound')
}

export async function deleteNotification(db: Db, userId: number, id: number): Promise<void> {
  if ((await deleteNotifications(db, userId, id)) === 0) throw new HttpError(404, 'NotFound')
}

export const readAllNotifications = (db: Db, userId: number) => markRead(db, userId)
export const deleteAllNotifications = (db: Db, userId: number) => deleteNotifications(db, userId)

/** The header badge (SPEC §2.1 showFlag): anything unread, and the newest id. */
export async function notificationSummary(db: Db, userId: number) {
  const row = await findNotificationSummary(db, userId)
  return { showFlag: Number(row?.unread ?? 0) > 0, lastNotificationNumber: Number(row?.last ?? 0) }
}

/** Tells the diver in the app, in the transaction of what happened (it is there exactly when that is). */
export async function notify(db: Db, userId: number, notice: Notice, itemId: number | null): Promise<void> {
  await insertNotification(db, {
    user_id: userId,
    title_en: notice.title.en,
    title_ar: notice.title.ar,
    text_en: notice.text.en,
    text_ar: notice.text.ar,
    type: notice.type,
    item_id: itemId,
  })
}

/** For work that may run more than once (a job): the diver is told once about the same item. */
export async function notifyOnce(db: Db, userId: number, notice: Notice, itemId: number): Promise<void> {
  if (await hasNotification(db, userId, notice.type, itemId)) return
  await notify(db, userId, notice, itemId)
}
