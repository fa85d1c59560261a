import { describe, expect, it } from 'vitest'
import { InitializeResponseSchema } from '../../../contract/settings.ts'
import { api, callOk, useTestApp, loginDemo } from '../../test/harness.ts'

const t = useTestApp()

describe('Settings/Intialize', () => {
  it('raises showFlag for a diver with unread notifications, and lowers it once all are read', async () => {
    const { accessToken, userId } = await loginDemo(t.app)
    const before = await callOk(t.app, InitializeResponseSchema, {
      method: 'POST',
      url: api('/Settings/Intialize?Lang=1&lastNotificationNumber=0'),
      token: accessToken,
    })
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
