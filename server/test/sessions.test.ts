import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ChangePasswordResponseSchema, SessionResponseSchema } from '../../contract/users.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/index.ts'
import { api, call, callError, callOk, signUpDiver, useTestApp } from './harness.ts'

describe('sessions', () => {
  const t = useTestApp()

  it('a valid token whose account was deleted is a 401, never a 500', async () => {
    const gone = await signUpDiver(t.app, 'gone@example.com')
    await t.db.deleteFrom('users').where('id', '=', gone.userId).execute()
    for (const path of [
      '/Users/GetProfileData',
      '/Booking/Reservations',
      '/Wallet/GetAllTransactionForCurrentUser',
      '/Notifications/Get',
      '/Users/SendConfirmationCode',
      '/Favorites/Ids',
    ]) {
      const { status, body } = await callError(t.app, { method: 'GET', url: api(path), token: gone.accessToken })
      expect(status, path).toBe(401)
      expect(body.code).toBe('SessionEnded')
    }
    expect((await call(t.app, { method: 'POST', url: api('/Users/UpdateProfile'), token: gone.accessToken, payload: { name: 'Ghost' } })).status).toBe(401)
  })

  it('a new password ends every other session, and says how many', async () => {
    const email = 'three-phones@example.com'
    const password = 'Three-Phones-2026'
    await call(t.app, { method: 'POST', url: api('/Users/Register'), payload: { name: 'Three Phones', email, password } })
    const signIn = async () =>
      v.parse(SessionResponseSchema, (await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email, password } })).json).data
    const [phone, tablet, laptop] = [await signIn(), await signIn(), await signIn()]
    const { metaData } = await callOk(t.app, ChangePasswordResponseSchema, {
      method: 'POST',
      url: api('/Users/ChangePassword'),
      token: phone.accessToken,
      payload: { currentPassword: password, newPassword: 'New-Reef-Password-1' },
    })
    // The registration's own session, the tablet and the laptop.
    expect(metaData.otherSessionsSignedOut).toBe(3)
    for (const other of [tablet, laptop]) {
      expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData'), token: other.accessToken })).status).toBe(401)
      expect((await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: other.refreshToken } })).status).toBe(401)
    }
    expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData'), token: phone.accessToken })).status).toBe(200)
    expect((await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: phone.refreshToken } })).status).toBe(200)
  })

  it('sign-in and account answers are never stored by a browser or a proxy', async () => {
    const login = await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })
    expect(login.headers['cache-control']).toBe('no-store')
    const token = (login.json as { data: { accessToken: string } }).data.accessToken
    for (const path of ['/Users/GetProfileData', '/Booking/Reservations', '/Wallet/GetAllTransactionForCurrentUser', '/Notifications/Get']) {
      expect((await call(t.app, { method: 'GET', url: api(path), token })).headers['cache-control'], path).toBe('no-store')
    }
    expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData') })).headers['cache-control']).toBe('no-store')
  })
})
