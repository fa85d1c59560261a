import * as v from 'valibot'
import { envelope, QueryInt } from './common.ts'

export const NotificationSchema = v.object({
  id: v.number(),
  title: v.string(),
  text: v.string(),
  /** ISO 8601 */
  time: v.string(),
  isRead: v.boolean(),
  type: v.number(),
  itemId: v.nullable(v.number()),
  /** false: the item is changed locally only (SPEC §3) */
  callBackendToReadOrDelete: v.boolean(),
})
export type Notification = v.InferOutput<typeof NotificationSchema>

export const getNotificationsPath = '/Notifications/Get'
export const GetNotificationsQuerySchema = v.object({ lastNotificationNumber: v.optional(QueryInt(0, 2_147_483_647), 0) })
/** At most this many a call: the oldest unseen first, so nothing newer than the cursor is ever skipped. */
export const NOTIFICATIONS_PAGE = 50
/**
 * The oldest page of items newer than the cursor, shown newest first; metaData carries the new
 * cursor (the newest id of this page) and whether more are waiting (call again with it).
 */
export const NotificationsResponseSchema = envelope(v.array(NotificationSchema), v.object({ lastNotificationNumber: v.number(), hasMore: v.boolean() }))

export const readNotificationPath = (id: number) => `/Notifications/Read/${id}`
export const deleteNotificationPath = (id: number) => `/Notifications/Delete/${id}`
export const readAllNotificationsPath = '/Notifications/ReadAll'
export const deleteAllNotificationsPath = '/Notifications/DeleteAll'
export const NotificationIdParamsSchema = v.object({ id: QueryInt(1, 2_147_483_647) })
export const NotificationActionResponseSchema = envelope(v.boolean())
