import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionData } from '../../contract/users.ts'
import { sessionStore } from './session.ts'
import { storageKeys } from './storage-keys.ts'

const session = (role: SessionData['role'], accessToken = 'access-1'): SessionData => ({
  accessToken,
  refreshToken: 'refresh-1',
  expiresIn: 900,
  role,
  userId: role === 'guest' ? null : 1,
  name: role === 'guest' ? null : 'Layla',
  email: role === 'guest' ? null : 'diver@reefline.test',
  logoUrl: null,
  language: 1,
})

describe('the closed guest notice', () => {
  beforeEach(() => {
    sessionStore.clear()
    localStorage.clear()
  })

  it('stays closed for the rest of the guest session: a refreshed token and a reload keep it', () => {
    sessionStore.set(session('guest'))
    expect(sessionStore.guestNoticeClosed()).toBe(false)
    sessionStore.closeGuestNotice()
    expect(sessionStore.guestNoticeClosed()).toBe(true)
    sessionStore.set(session('guest', 'access-2'))
    expect(sessionStore.guestNoticeClosed()).toBe(true)
    // A reload reads it back from the device, beside the session.
    expect(localStorage.getItem(storageKeys.guestNoticeClosed)).toBe('1')
    sessionStore.reloadFromStorage()
    expect(sessionStore.guestNoticeClosed()).toBe(true)
  })

  it('comes back once the guest signs in, or signs out', () => {
    sessionStore.set(session('guest'))
    sessionStore.closeGuestNotice()
    sessionStore.set(session('diver'))
    expect(sessionStore.guestNoticeClosed()).toBe(false)
    expect(localStorage.getItem(storageKeys.guestNoticeClosed)).toBeNull()

    sessionStore.set(session('guest'))
    sessionStore.closeGuestNotice()
    sessionStore.clear()
    expect(sessionStore.guestNoticeClosed()).toBe(false)
    expect(localStorage.getItem(storageKeys.guestNoticeClosed)).toBeNull()
  })
})
