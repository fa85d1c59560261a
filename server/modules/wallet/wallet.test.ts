import { describe, expect, it } from 'vitest'
import { ConvertCurrencyResponseSchema, WalletResponseSchema } from '../../../contract/wallet.ts'
import { api, call, callError, callOk, useTestApp, loginDemo } from '../../test/harness.ts'

const t = useTestApp()

describe('Wallet/GetAllTransactionForCurrentUser', () => {
  it('splits current and expired credit with their balances, in the request language', async () => {
    const { accessToken } = await loginDemo(t.app)
    const { data } = await callOk(t.app, WalletResponseSchema, {
      method: 'GET',
      url: api('/Wallet/GetAllTransactionForCurrentUser?lang=2'),
      token: accessToken,
    })
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
    const guest = await call(t.app, {
      method: 'POST',
      url: api('/Users/Register'),
      payload: { name: 'New Diver', email: 'new@reefline.test', password: 'Coral-Reef-42' },
    })
    const token = (guest.json as { data: { accessToken: string } }).data.accessToken
    const { data } = await callOk(t.app, WalletResponseSchema, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser'), token })
    expect(data.availableTransaction).toEqual({ balance: 0, walletTransactions: [] })
    expect((await call(t.app, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser') })).status).toBe(401)
  })
})

describe('Wallet/ConvertCurrency', () => {
  it('converts through the rates table, AED as AED', async () => {
    const { data } = await callOk(t.app, ConvertCurrencyResponseSchema, { method: 'GET', url: api('/Wallet/ConvertCurrency?amount=100&from=USD&to=AED') })
    expect(data).toMatchObject({ from: 'USD', to: 'AED', result: 367.25 })
  })

  it('rounds KWD to three decimals and converts between two non-dollar currencies', async () => {
    const kwd = await callOk(t.app, ConvertCurrencyResponseSchema, { method: 'GET', url: api('/Wallet/ConvertCurrency?amount=10&from=EUR&to=KWD') })
    expect(kwd.data.result).toBeCloseTo((10 / 0.92) * 0.307, 3)
    expect(String(kwd.data.result).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(3)
  })

  it('rejects unknown currencies, negative and non-numeric amounts', async () => {
    for (const query of [
      'amount=1&from=USD&to=XYZ',
      'amount=-5&from=USD&to=EUR',
      'amount=1e400&from=USD&to=EUR',
      'amount=&from=USD&to=EUR',
      'from=USD&to=EUR',
    ]) {
      const { status } = await callError(t.app, { method: 'GET', url: api(`/Wallet/ConvertCurrency?${query}`) })
      expect(status, query).toBe(400)
    }
  })
})
