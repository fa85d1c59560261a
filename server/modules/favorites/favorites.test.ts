import { describe, expect, it } from 'vitest'
import { FavoriteIdsResponseSchema, FavoritesListResponseSchema, SetFavoriteResponseSchema } from '../../../contract/favorites.ts'
import { actionKey, api, call, callError, callOk, loginDemo, signUpDiver, useTestApp } from '../../test/harness.ts'

const t = useTestApp()
const today = () => new Date().toISOString().slice(0, 10)

describe('Favorites', () => {
  it('marks and unmarks dive centers, trips and course dates; a replay changes nothing', async () => {
    const { accessToken } = await signUpDiver(t.app, 'fav@reefline.test')
    const branch = await t.db.selectFrom('branches').select('id').orderBy('id').executeTakeFirstOrThrow()
    const trip = await t.db.selectFrom('trips').select('id').where('start_date', '>', today()).orderBy('id').executeTakeFirstOrThrow()
    const course = await t.db.selectFrom('course_dates').select('id').where('start_date', '>', today()).orderBy('id').executeTakeFirstOrThrow()
    const set = (kind: string, id: number, favorite: boolean, key = actionKey('fav')) =>
      callOk(t.app, SetFavoriteResponseSchema, {
        method: 'POST',
        url: api('/Favorites/Set'),
        token: accessToken,
        headers: { 'idempotency-key': key },
        payload: { kind, id, favorite },
      })
    await set('branch', branch.id, true)
    await set('trip', trip.id, true)
    const key = actionKey('fav-course')
    await set('course', course.id, true, key)
    await set('course', course.id, true, key) // the same action replayed
    await set('course', course.id, true) // marked again by another tap: still one mark
    const ids = await callOk(t.app, FavoriteIdsResponseSchema, { method: 'GET', url: api('/Favorites/Ids'), token: accessToken })
    expect(ids.data).toEqual({ branch: [branch.id], trip: [trip.id], course: [course.id] })

    const list = await callOk(t.app, FavoritesListResponseSchema, { method: 'GET', url: api('/Favorites/List?lang=2'), token: accessToken })
    expect(list.data.map((item) => `${item.kind}:${item.id}`).sort()).toEqual([`branch:${branch.id}`, `course:${course.id}`, `trip:${trip.id}`].sort())
    expect(list.data.every((item) => /[\u0600-\u06FF]/.test(item.name + item.subtitle))).toBe(true)
    expect(list.data.find((item) => item.kind === 'trip')).toMatchObject({ available: true, startDate: expect.any(String) as string })
    expect(list.data.find((item) => item.kind === 'branch')?.freelancer).toBe(false)
    // A freelance instructor is a branch too, and the list says which it is.
    const freelancer = await t.db.selectFrom('branches').select('id').where('kind', '=', 'freelancer').orderBy('id').executeTakeFirstOrThrow()
    await set('branch', freelancer.id, true)
    const again = await callOk(t.app, FavoritesListResponseSchema, { method: 'GET', url: api('/Favorites/List'), token: accessToken })
    expect(again.data.find((item) => item.kind === 'branch' && item.id === freelancer.id)?.freelancer).toBe(true)

    await set('trip', trip.id, false)
    await set('trip', trip.id, false)
    expect((await callOk(t.app, FavoriteIdsResponseSchema, { method: 'GET', url: api('/Favorites/Ids'), token: accessToken })).data.trip).toEqual([])
  })

  it('keeps each diver’s marks their own, refuses unknown items, and is for accounts only', async () => {
    const demo = await loginDemo(t.app)
    const mine = await callOk(t.app, FavoriteIdsResponseSchema, { method: 'GET', url: api('/Favorites/Ids'), token: demo.accessToken })
    expect(mine.data.branch.length).toBeGreaterThan(0)
    const rival = (await signUpDiver(t.app, 'rival-fav@reefline.test')).accessToken
    expect((await callOk(t.app, FavoriteIdsResponseSchema, { method: 'GET', url: api('/Favorites/Ids'), token: rival })).data).toEqual({
      branch: [],
      trip: [],
      course: [],
    })
    // Unmarking another diver's favorite only touches the caller's own marks.
    await call(t.app, { method: 'POST', url: api('/Favorites/Set'), token: rival, payload: { kind: 'branch', id: mine.data.branch[0], favorite: false } })
    expect((await callOk(t.app, FavoriteIdsResponseSchema, { method: 'GET', url: api('/Favorites/Ids'), token: demo.accessToken })).data.branch).toEqual(
      mine.data.branch,
    )

    expect(
      (await callError(t.app, { method: 'POST', url: api('/Favorites/Set'), token: rival, payload: { kind: 'trip', id: 99_999_999, favorite: true } })).status,
    ).toBe(404)
    for (const payload of [
      { kind: 'diver', id: 1, favorite: true },
      { kind: 'trip', id: 0, favorite: true },
      { kind: 'trip', id: 1 },
    ]) {
      expect((await call(t.app, { method: 'POST', url: api('/Favorites/Set'), token: rival, payload })).status, JSON.stringify(payload)).toBe(400)
    }
    expect((await call(t.app, { method: 'GET', url: api('/Favorites/Ids') })).status).toBe(401)
  })
})
