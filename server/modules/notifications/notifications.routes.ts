import type { FastifyInstance } from 'fastify'
import {
  deleteAllNotificationsPath,
  getNotificationsPath,
  GetNotificationsQuerySchema,
  NotificationActionResponseSchema,
  NotificationIdParamsSchema,
  NotificationsResponseSchema,
  readAllNotificationsPath,
} from '../../../contract/notifications.ts'
import { defineRoute } from '../../lib/route.ts'
import { deleteAllNotifications, deleteNotification, notificationsAfter, readAllNotifications, readNotification } from './notifications.service.ts'

/** Only the caller's own notifications: every query names the diver, so another's is simply not found. */
export function notificationsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    summary: 'The diver’s notifications after a cursor',
    description:
      'At most 50 a call, the oldest unseen first (shown newest first). `metaData.lastNotificationNumber` is the new cursor; while `metaData.hasMore`, call again with it.',
    method: 'GET',
    url: getNotificationsPath,
    access: 'user',
    query: GetNotificationsQuerySchema,
    response: NotificationsResponseSchema,
    handler: ({ db, principal, query, lang }) => notificationsAfter(db, principal.userId, query.lastNotificationNumber, lang),
  })

  for (const [action, run] of [
    ['Read', readNotification],
    ['Delete', deleteNotification],
  ] as const) {
    defineRoute(app, {
      summary: action === 'Read' ? 'Mark one notification read' : 'Delete one notification',
      description: 'Replaying it (an offline queue) is harmless: send the same Idempotency-Key.',
      method: 'POST',
      url: `/Notifications/${action}/:id`,
      access: 'user',
      params: NotificationIdParamsSchema,
      response: NotificationActionResponseSchema,
      errors: { 404: 'NotFound' },
      handler: async ({ db, principal, params }) => {
        await run(db, principal.userId, params.id)
        return { data: true }
      },
    })
  }

  defineRoute(app, {
    summary: 'Mark every notification read',
    method: 'POST',
    url: readAllNotificationsPath,
    access: 'user',
    response: NotificationActionResponseSchema,
    handler: async ({ db, principal }) => {
      await readAllNotifications(db, principal.userId)
      return { data: true }
    },
  })

  defineRoute(app, {
    summary: 'Delete every notification',
    method: 'POST',
    url: deleteAllNotificationsPath,
    access: 'user',
    response: NotificationActionResponseSchema,
    handler: async ({ db, principal }) => {
      await deleteAllNotifications(db, principal.userId)
      return { data: true }
    },
  })
}
