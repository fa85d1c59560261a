import { describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../../contract/notifications.ts'
import { applyChange, fetchAfter, mergeNotifications, sortNewestFirst } from './cache.ts'

const note = (id: number, time: string, isRead = false): Notification => ({
  id,
  title: `n${id}`,
  text: '',
  time,
  isRead,
  type: 0,
  itemId: null,
  callBackendToReadOrDelete: true,
})
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T10:00:00Z`

describe('mergeNotifications (SPEC §4 cursor rule)', () => {
  it('replaces the list when the cursor is 0', () => {
    expect(mergeNotifications([note(1, day(1)), note(2, day(2))], [note(5, day(5))], 0).map((n) => n.id)).toEqual([5])
  })
  it('adds new items to the cached ones without duplicates, the fetched copy winning', () => {
    const merged = mergeNotifications([note(3, day(3)), note(2, day(2))], [note(5, day(5)), note(4, day(4)), note(3, day(3), true)], 3)
    expect(merged.map((n) => n.id)).toEqual([5, 4, 3, 2])
    expect(merged.find((n) => n.id === 3)?.isRead).toBe(true)
  })
  it('keeps the list newest first by time even when ids and times disagree', () => {
    // The seeded "Welcome" has the smallest id but is two days old (the Nov 22, 21, 20, 21 … defect).
    const merged = mergeNotifications([note(1, day(20)), note(9, day(22))], [note(12, day(21)), note(11, day(19))], 9)
    expect(merged.map((n) => n.time.slice(8, 10))).toEqual(['22', '21', '20', '19'])
  })
  it('orders equal times by id, newest arrival first', () => {
    expect(sortNewestFirst([note(1, day(1)), note(2, day(1))]).map((n) => n.id)).toEqual([2, 1])
  })
})

describe('fetchAfter (the server pages 50 at a time, oldest unseen first)', () => {
  const server = (total: number) => {
    const all = Array.from({ length: total }, (_, i) => note(i + 1, new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString()))
    return vi.fn((cursor: number) => {
      const after = all.filter((n) => n.id > cursor)
      const page = after.slice(0, 50)
      return Promise.resolve({ data: [...page].reverse(), metaData: { lastNotificationNumber: page.at(-1)?.id ?? cursor, hasMore: after.length > 50 } })
    })
  }

  it('calls again with the new cursor until hasMore is false, so none past 50 is skipped', async () => {
    const fetchPage = server(120)
    const result = await fetchAfter(fetchPage, 0)
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([0, 50, 100])
    expect(result.cursor).toBe(120)
    expect(new Set(result.items.map((n) => n.id)).size).toBe(120)
    expect(mergeNotifications([], result.items, 0)[0]?.id).toBe(120)
  })

  it('tops up from a cursor and stops at once when nothing is new', async () => {
    const fetchPage = server(60)
    expect((await fetchAfter(fetchPage, 55)).items.map((n) => n.id)).toEqual([60, 59, 58, 57, 56])
    const none = await fetchAfter(fetchPage, 60)
    expect(none).toEqual({ items: [], cursor: 60 })
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('never loops on a server that says hasMore without moving the cursor', async () => {
    const stuck = vi.fn(() => Promise.resolve({ data: [], metaData: { lastNotificationNumber: 7, hasMore: true } }))
    await fetchAfter(stuck, 7)
    expect(stuck).toHaveBeenCalledTimes(1)
  })
})

describe('applyChange', () => {
  const list = { items: [note(2, day(2)), note(1, day(1))], cursor: 2 }
  it('reads and deletes one, or all', () => {
    expect(applyChange(list, { kind: 'read', id: 1 }).items.map((n) => n.isRead)).toEqual([false, true])
    expect(applyChange(list, { kind: 'delete', id: 2 }).items.map((n) => n.id)).toEqual([1])
    expect(applyChange(list, { kind: 'readAll' }).items.every((n) => n.isRead)).toBe(true)
    expect(applyChange(list, { kind: 'deleteAll' })).toEqual({ items: [], cursor: 2 })
  })
})
