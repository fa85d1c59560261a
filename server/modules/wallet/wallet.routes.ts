import type { FastifyInstance } from 'fastify'
import { ConvertCurrencyQuerySchema, ConvertCurrencyResponseSchema, convertCurrencyPath, walletPath, WalletResponseSchema } from '../../../contract/wallet.ts'
import type { Db } from '../../db/schema.ts'
import { defineRoute } from '../../lib/route.ts'
import { rateBetween, roundMoney } from './rates.ts'

export function walletRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, {
    method: 'GET',
    url: convertCurrencyPath,
    access: 'public',
    query: ConvertCurrencyQuerySchema,
    response: ConvertCurrencyResponseSchema,
    handler: async ({ query, reply }) => {
      const rate = await rateBetween(db, query.from, query.to)
      reply.header('cache-control', 'public, max-age=300')
      return { data: { amount: query.amount, from: query.from, to: query.to, rate: Math.round(rate * 1e8) / 1e8, result: roundMoney(query.amount * rate, query.to) } }
    },
  })

  /** The caller's credit, split into what can still be spent and what has expired (SPEC §2.4). */
  defineRoute(app, {
    method: 'GET',
    url: walletPath,
    access: 'user',
    response: WalletResponseSchema,
    handler: async ({ principal, lang }) => {
      const rows = await db
        .selectFrom('wallet_transactions')
        .selectAll()
        .where('user_id', '=', principal.userId)
        .orderBy('valid_from', 'desc')
        .orderBy('id', 'desc')
        .execute()
      const now = Date.now()
      const group = (expired: boolean) => {
        const items = rows.filter((row) => (row.valid_to.getTime() < now) === expired)
        return {
          balance: roundMoney(items.reduce((sum, row) => sum + Number(row.amount), 0), 'USD'),
          walletTransactions: items.map((row) => ({
            id: row.id,
            validFrom: row.valid_from.toISOString(),
            validTo: row.valid_to.toISOString(),
            amount: Number(row.amount),
            type: row.type,
            description: lang === 'ar' ? row.description_ar : row.description_en,
          })),
        }
      }
      return { data: { currency: 'USD' as const, availableTransaction: group(false), expiredTransaction: group(true) } }
    },
  })
}
