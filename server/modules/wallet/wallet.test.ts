import { describe, expect, it } from 'vitest'
import { WalletResponseSchema } from '../../../contract/wallet.ts'
import { api, call, callOk, useTestApp, loginDemo } from '../../test/harness.ts'

const t = useTestApp()

describe('Wallet/GetAllTransactionForCurrentUser', () => {
  it('splits current and expired credit with their balances, in the request language', async () => {
    const { accessToken } = await loginDemo(t.app)
    const { data } = await callOk(t.app, WalletResponseSchema, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser?lang=2'), token: accessToken })
    const now = Date.now()
    expect(data.currency).toBe('USD')
    expect(data.availableTransaction.walletTransactions.every((tx) => Date.parse(tx.validTo) >= now)).toBe(true)
    expect(data.expiredTransaction.walletTransactions.every((tx) => Date.parse(tx.validTo) < now)).toBe(true)
    expect(data.availableTransaction.balance).toBe(140) // 120 refund + 50 welcome − 30 used
    expect(data.expiredTransaction.balance).toBe(95)
    expect(data.availableTransaction.walletTransactions.map((tx) => tx.type)).toContain('Debited')
    // The 30 spent came out of the credit that expires first (the welcome credit).
    const welcome = data.availableTransaction.walletTransactions.find((tx) => tx.amount === 50)
    expect(welcome?.remaining).toBe(20)
    expect(data.availableTransaction.walletTransactions.find((tx) => tx.type === 'Debited')?.remaining).toBeNull()
    expect(data.expiredTransaction.walletTransactions[0]?.description).toMatch(/[\u0600-\u06FF]/)
  })

  it('shows a new diver an empty wallet, and a visitor nothing', async () => {
    const guest = await call(t.app, { method: 'POST', url: api('/Users/Register'), payload: { name: 'New Diver', email: 'new@reefline.test', password: 'Coral-Reef-42' } })
    const token = (guest.json as { data: { accessToken: string } }).data.accessToken
    const { data } = await callOk(t.app, WalletResponseSchema, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser'), token })
    expect(data.availableTransaction).toEqual({ balance: 0, walletTransactions: [] })
    expect((await call(t.app, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser') })).status).toBe(401)
  })
})
