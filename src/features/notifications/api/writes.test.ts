import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Notification } from '../../../../contract/notifications.ts'
import type { NotificationList } from '../cache.ts'
import { notificationChange } from './writes.ts'

const note = (id: number): Notification =>
  ({ id, title: `Note ${id}`, body: '', time: `2026-11-0${id}T10:00:00Z`, isRead: false, callBackendToReadOrDelete: true }) as unknown as Notification

describe('a notification write the server has taken', () => {
  it('is made again on every language list: a list asked for before it and answered after it put the item back', () => {
    const queryClient = new QueryClient()
    // The English list came back from a read's follow-up with the note the diver had just deleted.
    queryClient.setQueryData(['notifications', 7, 'en'], { items: [note(1), note(2), note(3)], cursor: 3 })
    queryClient.setQueryData(['notifications', 7, 'ar'], { items: [note(1), note(2)], cursor: 2 })
    queryClient.setQueryData(['notifications', 8, 'en'], { items: [note(2)], cursor: 2 })
    notificationChange.onSent?.({ userId: 7, change: { kind: 'delete', id: 2 } }, true, queryClient)
    const ids = (key: unknown[]) => queryClient.getQueryData<NotificationList>(key)!.items.map((item) => item.id)
    expect(ids(['notifications', 7, 'en'])).toEqual([1, 3])
    expect(ids(['notifications', 7, 'ar'])).toEqual([1])
    expect(ids(['notifications', 8, 'en'])).toEqual([2]) // another diver's, on a shared device
  })
})
