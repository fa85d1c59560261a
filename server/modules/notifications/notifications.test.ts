import { beforeAll, describe, expect, it } from 'vitest'
import { NotificationActionResponseSchema, NotificationsResponseSchema } from '../../../contract/notifications.ts'
import { api, call, callOk, useTestApp, loginDemo, signUpDiver } from '../../test/harness.ts'

const t = useTestApp()
let demo: { accessToken: string; userId: number }
let otherNotificationId: number

beforeAll(async () => {
  demo = await loginDemo(t.app)
  const other = { id: (await signUpDiver(t.app, 'other@reefline.test')).userId }
  const note = { title_en: 'Other', title_ar: 'آخر', text_en: 'Not yours', text_ar: 'ليس لك', type: 0, item_id: null }
  otherNotificationId = (
    await t.db
      .insertInto('notifications')
      .values({ ...note, user_id: other.id })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  for (let i = 0; i < 3; i++)
    await t.db
      .insertInto('notifications')
      .values({ ...note, title_en: `Yours ${i}`, user_id: demo.userId })
      .execute()
})

describe('Notifications', () => {
  it('returns only the caller’s notifications newer than the cursor, newest first, with the new cursor', async () => {
    const all = await callOk(t.app, NotificationsResponseSchema, {
      method: 'GET',
      url: api('/Notifications/Get?lastNotificationNumber=0'),
      token: demo.accessToken,
    })
    expect(all.data.map((n) => n.id)).not.toContain(otherNotificationId)
    expect(all.data.map((n) => n.id)).toEqual([...all.data.map((n) => n.id)].sort((a, b) => b - a))
    expect(all.metaData.lastNotificationNumber).toBe(all.data[0]!.id)
    const middle = all.data[1]!.id
    const newer = await callOk(t.app, NotificationsResponseSchema, {
      method: 'GET',
      url: api(`/Notifications/Get?lastNotificationNumber=${middle}`),
      token: demo.accessToken,
    })
    expect(newer.data.map((n) => n.id)).toEqual([all.data[0]!.id])
    const none = await callOk(t.app, NotificationsResponseSchema, {
      method: 'GET',
      url: api(`/Notifications/Get?lastNotificationNumber=${all.metaData.lastNotificationNumber}`),
      token: demo.accessToken,
    })
    expect(none.data).toEqual([])
    expect(none.metaData.lastNotificationNumber).toBe(all.metaData.lastNotificationNumber)
  })

  it('will not read or delete another diver’s notification', async () => {
    for (const action of ['Read', 'Delete']) {
      expect((await call(t.app, { method: 'POST', url: api(`/Notifications/${action}/${otherNotificationId}`), token: demo.accessToken })).status).toBe(404)
    }
    const untouched = await t.db.selectFrom('notifications').select('is_read').where('id', '=', otherNotificationId).executeTakeFirstOrThrow()
    expect(untouched.is_read).toBe(false)
  })

  it('reads and deletes one, then all', async () => {
    const { data } = await callOk(t.app, NotificationsResponseSchema, { method: 'GET', url: api('/Notifications/Get'), token: demo.accessToken })
    const first = data[0]!.id
    await callOk(t.app, NotificationActionResponseSchema, { method: 'POST', url: api(`/Notifications/Read/${first}`), token: demo.accessToken })
    await callOk(t.app, NotificationActionResponseSchema, { method: 'POST', url: api(`/Notifications/Delete/${data[1]!.id}`), token: demo.accessToken })
    const after = await callOk(t.app, NotificationsResponseSchema, { method: 'GET', url: api('/Notifications/Get'), token: demo.accessToken })
    expect(after.data.find((n) => n.id === first)?.isRead).toBe(true)
    expect(after.data.map((n) => n.id)).not.toContain(data[1]!.id)
    await callOk(t.app, NotificationActionResponseSchema, { method: 'POST', url: api('/Notifications/ReadAll'), token: demo.accessToken })
    await callOk(t.app, NotificationActionResponseSchema, { method: 'POST', url: api('/Notifications/DeleteAll'), token: demo.accessToken })
    const empty = await callOk(t.app, NotificationsResponseSchema, { method: 'GET', url: api('/Notifications/Get'), token: demo.accessToken })
    expect(empty.data).toEqual([])
    // DeleteAll is the caller's only.
    expect(await t.db.selectFrom('notifications').select('id').where('id', '=', otherNotificationId).executeTakeFirst()).toBeDefined()
  })

  it('requires an account and a valid id', async () => {
    expect((await call(t.app, { method: 'GET', url: api('/Notifications/Get') })).status).toBe(401)
    for (const id of ['abc', '0', '-1', '99999999999999']) {
      expect((await call(t.app, { method: 'POST', url: api(`/Notifications/Read/${id}`), token: demo.accessToken })).status, id).toBe(400)
    }
    expect((await call(t.app, { method: 'POST', url: api('/Notifications/Read/123456'), token: demo.accessToken })).status).toBe(404)
  })
})
