import type { FastifyInstance } from 'fastify'
import { ConvertCurrencyQuerySchema, convertCurrencyPath } from '../../../contract/wallet.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { defineRoute } from '../../lib/route.ts'

/** Rounds to the currency's minor unit: BHD and KWD have three decimals. */
export function roundMoney(amount: number, currency: string): number {
  const digits = currency === 'BHD' || currency === 'KWD' ? 3 : 2
  const factor = 10 ** digits
  return Math.round(amount * factor) / factor
}

export function walletRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, {
    method: 'GET',
    url: convertCurrencyPath,
    access: 'public',
    query: ConvertCurrencyQuerySchema,
    handler: async ({ query, reply }) => {
      const rows = await db.selectFrom('currency_rates').select(['code', 'per_usd']).where('code', 'in', [query.from, query.to]).execute()
      const perUsd = new Map(rows.map((row) => [row.code, Number(row.per_usd)]))
      const from = perUsd.get(query.from)
      const to = perUsd.get(query.to)
      if (!from || !to) throw new HttpError(404, 'RateUnavailable')
      const rate = to / from
      reply.header('cache-control', 'public, max-age=300')
      return { data: { amount: query.amount, from: query.from, to: query.to, rate: Math.round(rate * 1e8) / 1e8, result: roundMoney(query.amount * rate, query.to) } }
    },
  })
}
