import type { Insertable } from 'kysely'
import type { Db, NotificationTable } from '../../db/schema.ts'

/** The diver's oldest `limit` notifications after the cursor (one more is read to tell if more wait). */
export function findNotificationsAfter(db: Db, userId: number, cursor: number, limit: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '>', cursor)
    .orderBy('id', 'asc')
    .limit(limit + 1)
    .execute()
}
export type NotificationRow = Awaited<ReturnType<typeof findNotificationsAfter>>[number]

/** Each change names the diver: another's notification is simply not found. */
export async function markRead(db: Db, userId: number, id?: number): Promise<number> {
  let query = db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', userId)
  if (id !== undefined) query = query.where('id', '=', id)
  else query = query.where('is_read', '=', false)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function deleteNotifications(db: Db, userId: number, id?: number): Promise<number> {
  let query = db.deleteFrom('notifications').where('user_id', '=', userId)
  if (id !== undefined) query = query.where('id', '=', id)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** For the header badge: the newest id and whether anything is unread. */
export function findNotificationSummary(db: Db, userId: number) {
  return db
    .selectFrom('notifications')
    .select((eb) => [eb.fn.max('id').as('last'), eb.fn.countAll<string>().filterWhere('is_read', '=', false).as('unread')])
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export async function insertNotification(db: Db, notification: Insertable<NotificationTable>): Promise<void> {
  await db.insertInto('notifications').values(notification).execute()
}

export async function hasNotification(db: Db, userId: number, type: number, itemId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('item_id', '=', itemId)
    .executeTakeFirst()
  return row !== undefined
}
