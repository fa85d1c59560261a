import type { FastifyInstance } from 'fastify'
import {
  deleteAllNotificationsPath,
  getNotificationsPath,
  GetNotificationsQuerySchema,
  NotificationIdParamsSchema,
  readAllNotificationsPath,
  type Notification,
} from '../../../contract/notifications.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { defineRoute } from '../../lib/route.ts'

const PAGE = 50

/** Only the caller's own notifications: every query carries `user_id`, so another's is simply not found. */
export function notificationsRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, {
    method: 'GET',
    url: getNotificationsPath,
    access: 'user',
    query: GetNotificationsQuerySchema,
    handler: async ({ principal, query, lang }) => {
      const rows = await db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', principal.userId)
        .where('id', '>', query.lastNotificationNumber)
        .orderBy('id', 'desc')
        .limit(PAGE)
        .execute()
      const data: Notification[] = rows.map((row) => ({
        id: row.id,
        title: lang === 'ar' ? row.title_ar : row.title_en,
        text: lang === 'ar' ? row.text_ar : row.text_en,
        time: row.created_at.toISOString(),
        isRead: row.is_read,
        type: row.type,
        itemId: row.item_id,
        callBackendToReadOrDelete: true,
      }))
      return { data, metaData: { lastNotificationNumber: rows[0]?.id ?? query.lastNotificationNumber } }
    },
  })

  for (const action of ['Read', 'Delete'] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/Notifications/${action}/:id`,
      access: 'user',
      params: NotificationIdParamsSchema,
      handler: async ({ principal, params }) => {
        const owned = db.selectFrom('notifications').where('id', '=', params.id).where('user_id', '=', principal.userId)
        const found = await owned.select('id').executeTakeFirst()
        if (!found) throw new HttpError(404, 'NotFound')
        if (action === 'Read') {
          await db.updateTable('notifications').set({ is_read: true }).where('id', '=', params.id).where('user_id', '=', principal.userId).execute()
        } else {
          await db.deleteFrom('notifications').where('id', '=', params.id).where('user_id', '=', principal.userId).execute()
        }
        return { data: true }
      },
    })
  }

  defineRoute(app, {
    method: 'POST',
    url: readAllNotificationsPath,
    access: 'user',
    handler: async ({ principal }) => {
      await db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', principal.userId).where('is_read', '=', false).execute()
      return { data: true }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: deleteAllNotificationsPath,
    access: 'user',
    handler: async ({ principal }) => {
      await db.deleteFrom('notifications').where('user_id', '=', principal.userId).execute()
      return { data: true }
    },
  })
}
