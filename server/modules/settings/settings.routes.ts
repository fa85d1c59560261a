import type { FastifyInstance } from 'fastify'
import { currencies } from '../../../contract/common.ts'
import { InitializeQuerySchema, initializePath, type InitializeResponse } from '../../../contract/settings.ts'
import type { Db } from '../../db/schema.ts'
import { defineRoute } from '../../lib/route.ts'

export function settingsRoutes(app: FastifyInstance, db: Db): void {
  // The spec spells it "Intialize"; the wire format is the spec's.
  defineRoute(app, {
    method: 'POST',
    url: initializePath,
    access: 'public',
    query: InitializeQuerySchema,
    handler: async ({ principal, query }): Promise<InitializeResponse> => {
      let showFlag = false
      let lastNotificationNumber = query.lastNotificationNumber
      if (principal?.kind === 'user') {
        // showFlag: the diver has unread notifications (issue 4, item 1).
        const row = await db
          .selectFrom('notifications')
          .select((eb) => [eb.fn.max('id').as('last'), eb.fn.countAll<string>().filterWhere('is_read', '=', false).as('unread')])
          .where('user_id', '=', principal.userId)
          .executeTakeFirst()
        showFlag = Number(row?.unread ?? 0) > 0
        lastNotificationNumber = Number(row?.last ?? 0)
      }
      return {
        data: { currencies: [...currencies], defaultCurrency: 'USD', serverTime: new Date().toISOString(), signedIn: principal?.kind === 'user' },
        metaData: { showFlag, lastNotificationNumber },
      }
    },
  })
}
