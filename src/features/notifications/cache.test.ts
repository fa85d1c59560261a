import { describe, expect, it } from 'vitest'
import type { Notification } from '../../../contract/notifications.ts'
import { mergeNotifications, readCache, writeCache } from './cache.ts'

const note = (id: number, isRead = false): Notification => ({ id, title: `n${id}`, text: '', time: '2026-11-01T10:00:00Z', isRead, type: 0, itemId: null, callBackendToReadOrDelete: true })

describe('mergeNotifications (SPEC §4 cursor rule)', () => {
  it('replaces the list when the cursor is 0', () => {
    expect(mergeNotifications([note(1), note(2)], [note(5)], 0).map((n) => n.id)).toEqual([5])
  })
  it('puts new items in front otherwise, without duplicates', () => {
    expect(mergeNotifications([note(3, true), note(2)], [note(5), note(4), note(3)], 3).map((n) => n.id)).toEqual([5, 4, 3, 2])
  })
  it('keeps the cache and cursor in local storage', () => {
    writeCache([note(7)], 7)
    expect(readCache()).toEqual({ items: [note(7)], cursor: 7 })
    localStorage.setItem('notifications', '{broken')
    expect(readCache()).toEqual({ items: [], cursor: 0 })
  })
})
