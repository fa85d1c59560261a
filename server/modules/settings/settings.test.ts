import { describe, expect, it } from 'vitest'
import { InitializeResponseSchema } from '../../../contract/settings.ts'
import { ConvertCurrencyResponseSchema } from '../../../contract/wallet.ts'
import { api, callError, callOk, useTestApp, loginDemo } from '../../test/harness.ts'

const t = useTestApp()

describe('Settings/Intialize', () => {
  it('raises showFlag for a diver with unread notifications, and lowers it once all are read', async () => {
    const { accessToken, userId } = await loginDemo(t.app)
    const before = await callOk(t.app, InitializeResponseSchema, { method: 'POST', url: api('/Settings/Intialize?Lang=1&lastNotificationNumber=0'), token: accessToken })
    expect(before.metaData.showFlag).toBe(true)
    expect(before.data.currencies).toHaveLength(9)
    await t.db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', userId).execute()
    const after = await callOk(t.app, InitializeResponseSchema, { method: 'POST', url: api('/Settings/Intialize?Lang=1'), token: accessToken })
    expect(after.metaData.showFlag).toBe(false)
  })

  it('never raises it for a visitor', async () => {
    const answer = await callOk(t.app, InitializeResponseSchema, { method: 'POST', url: api('/Settings/Intialize?Lang=2') })
    expect(answer.metaData.showFlag).toBe(false)
    expect(answer.data.signedIn).toBe(false)
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
    for (const query of ['amount=1&from=USD&to=XYZ', 'amount=-5&from=USD&to=EUR', 'amount=1e400&from=USD&to=EUR', 'amount=&from=USD&to=EUR', 'from=USD&to=EUR']) {
      const { status } = await callError(t.app, { method: 'GET', url: api(`/Wallet/ConvertCurrency?${query}`) })
      expect(status, query).toBe(400)
    }
  })
})
