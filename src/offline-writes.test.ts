import { describe, expect, it } from 'vitest'
import { cancelReservation, saveReview } from './features/account/reservations/api/writes.ts'
import { moveReservation } from './features/booking/api/writes.ts'
import { notificationChange } from './features/notifications/api/writes.ts'
import { offlineWritesIn } from './lib/offline-writes.ts'
import { changeLanguage, setFavorite } from './lib/writes.ts'
import { offlineWrites } from './offline-writes.ts'

describe('the one list of offline writes', () => {
  it('holds every declared write, found by file name, each kind once', () => {
    expect(offlineWrites.map((write) => write.kind).sort()).toEqual([
      'cancel-reservation',
      'favorite',
      'language',
      'move-reservation',
      'notification',
      'save-review',
    ])
    expect(offlineWrites).toEqual(expect.arrayContaining([cancelReservation, saveReview, moveReservation, notificationChange, setFavorite, changeLanguage]))
  })

  it('refuses two writes of one kind (their queued copies could not be told apart)', () => {
    expect(() => offlineWritesIn({ a: { setFavorite }, b: { again: { ...setFavorite } } })).toThrow(/favorite/)
  })

  it('has one request per write: the heart sets a value, the language is the GET the server knows', () => {
    expect(setFavorite.request({ userId: 7, kind: 'trip', id: 4, favorite: false })).toEqual({
      path: '/Favorites/Set',
      body: { kind: 'trip', id: 4, favorite: false },
    })
    expect(changeLanguage.request({ userId: 7, lang: 'ar' })).toEqual({ method: 'GET', path: '/Users/ChangeLanguage', query: { Lang: 2 } })
    expect(changeLanguage.latestOnly).toBe(true)
  })
})
