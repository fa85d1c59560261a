import type { FastifyInstance } from 'fastify'
import {
  ConvertCurrencyQuerySchema,
  ConvertCurrencyResponseSchema,
  convertCurrencyPath,
  ratesPath,
  RatesResponseSchema,
  walletPath,
  WalletQuerySchema,
  WalletResponseSchema,
} from '../../../contract/wallet.ts'
import { defineRoute } from '../../lib/route.ts'
import { allRates, convert, wallet } from './wallet.service.ts'

export function walletRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    summary: 'Convert an amount between two of the nine currencies',
    description: 'Through the rates table (USD base), rounded to the target currency’s minor unit (3 decimals for BHD and KWD).',
    method: 'GET',
    url: convertCurrencyPath,
    access: 'public',
    query: ConvertCurrencyQuerySchema,
    response: ConvertCurrencyResponseSchema,
    errors: { 404: 'RateUnavailable' },
    handler: async ({ db, query, reply }) => {
      reply.header('cache-control', 'public, max-age=300')
      return { data: await convert(db, query.amount, query.from, query.to) }
    },
  })

  defineRoute(app, {
    summary: 'Every exchange rate, per US dollar',
    description:
      'For converting prices on the device: convert(amount, from, to) = round(amount × rates[to] / rates[from], to), exactly as ConvertCurrency does.',
    method: 'GET',
    url: ratesPath,
    access: 'public',
    cacheable: true,
    response: RatesResponseSchema,
    handler: async ({ db, reply }) => {
      reply.header('cache-control', 'public, max-age=300')
      return { data: await allRates(db) }
    },
  })

  defineRoute(app, {
    summary: 'The diver’s wallet: current and expired credit, in USD',
    description: 'Balances count every line; each tab lists its newest `limit` lines (50 unless asked), `metaData` says how many there are.',
    method: 'GET',
    url: walletPath,
    access: 'user',
    query: WalletQuerySchema,
    response: WalletResponseSchema,
    handler: ({ db, principal, lang, query }) => wallet(db, principal.userId, lang, query.limit),
  })
}
