import { afterEach, beforeEach, describe, expect, it } from 'vitest'
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
    const stop = sessionStore.followOtherTabs()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    stop()
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

describe('another tab', () => {
  let stop: () => void = () => undefined
  beforeEach(() => {
    sessionStore.clear()
    localStorage.clear()
    stop = sessionStore.followOtherTabs()
  })
  afterEach(() => stop())

  it('signing in or out is followed here; other keys leave the session as this tab knows it', () => {
    sessionStore.set(session('guest'))
    let told = 0
    const unsubscribe = sessionStore.subscribe(() => (told += 1))
    // What another tab writes reaches this one as a storage event only: this tab still knows its guest.
    localStorage.setItem(storageKeys.user, JSON.stringify({ data: session('diver') }))
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.currency }))
    expect(sessionStore.get()?.role).toBe('guest')
    expect(told).toBe(0)

    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.user }))
    expect(sessionStore.get()?.role).toBe('diver')
    expect(told).toBe(1)

    localStorage.removeItem(storageKeys.user)
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.user }))
    expect(told).toBe(2)
    expect(sessionStore.get()).toBeNull()
    unsubscribe()
  })

  it('its guest closing the notice closes it here', () => {
    sessionStore.set(session('guest'))
    localStorage.setItem(storageKeys.guestNoticeClosed, '1')
    expect(sessionStore.guestNoticeClosed()).toBe(false)
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.guestNoticeClosed }))
    expect(sessionStore.guestNoticeClosed()).toBe(true)
  })
})
