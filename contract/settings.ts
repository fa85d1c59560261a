import * as v from 'valibot'
import { currencies, envelope, QueryInt } from './common.ts'

export const initializePath = '/Settings/Intialize'
export const InitializeQuerySchema = v.object({ lastNotificationNumber: v.optional(QueryInt(0, 2_147_483_647), 0) })
export const InitializeResponseSchema = envelope(
  v.object({
    currencies: v.array(v.picklist(currencies)),
    defaultCurrency: v.picklist(currencies),
    serverTime: v.string(),
    signedIn: v.boolean(),
    /** where card payments go; a test provider charges no card, and the booking screen says so */
    paymentProvider: v.object({ id: v.string(), test: v.boolean() }),
  }),
  v.object({ showFlag: v.boolean(), lastNotificationNumber: v.number() }),
)
export type InitializeResponse = v.InferOutput<typeof InitializeResponseSchema>
