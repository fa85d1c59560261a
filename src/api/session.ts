import * as v from 'valibot'
import { SessionResponseSchema, type SessionData } from '../../contract/session.ts'
import { storageKeys } from './storage-keys.ts'

type Listener = () => void
const listeners = new Set<Listener>()
const endListeners = new Set<Listener>()
let current: SessionData | null | undefined
/** The last session was ended by the server (not by the diver), until someone signs in again. */
let endedByServer = false
/**
 * The same, kept for the tab's next page load: a page that learnt it (its notifications' poll was
 * refused) may be left for another address at once, which must still say why the diver is signed out.
 */
const endedKey = 'reefline-session-ended'

function rememberEnded(ended: boolean): void {
  try {
    if (ended) sessionStorage.setItem(endedKey, '1')
    else sessionStorage.removeItem(endedKey)
  } catch {
    // this page's memory still knows
  }
}

function endedInThisTab(): boolean {
  try {
    return sessionStorage.getItem(endedKey) === '1'
  } catch {
    return false
  }
}

let noticeClosed: boolean | undefined

function readNoticeClosed(): boolean {
  try {
    return localStorage.getItem(storageKeys.guestNoticeClosed) === '1'
  } catch {
    return false
  }
}

/** The guest notice comes back for the next guest: closing it lasts as long as the guest's session. */
function forgetNoticeClosed(): void {
  noticeClosed = false
  try {
    localStorage.removeItem(storageKeys.guestNoticeClosed)
  } catch {
    // nothing stored
  }
}

function load(): SessionData | null {
  try {
    const raw = localStorage.getItem(storageKeys.user)
    if (!raw) return null
    const parsed = v.safeParse(SessionResponseSchema, JSON.parse(raw))
    return parsed.success ? parsed.output.data : null
  } catch {
    return null
  }
}

/** The stored session (SPEC §3: `{ data: { accessToken, refreshToken, … } }` under "user"). */
export const sessionStore = {
  get: (): SessionData | null => {
    current ??= load()
    return current
  },
  set: (data: SessionData): void => {
    current = data
    endedByServer = false
    rememberEnded(false)
    // A guest's refreshed token keeps the notice closed; signing in or up ends guest mode.
    if (data.role !== 'guest') forgetNoticeClosed()
    try {
      localStorage.setItem(storageKeys.user, JSON.stringify({ data }))
    } catch {
      // kept in memory for this visit
    }
    for (const listener of listeners) listener()
  },
  clear: (): void => {
    current = null
    forgetNoticeClosed()
    try {
      localStorage.removeItem(storageKeys.user)
    } catch {
      // nothing stored
    }
    for (const listener of listeners) listener()
  },
  /**
   * The server refused the session (a refused refresh: signed out elsewhere, password changed,
   * account deleted). It is cleared like a sign-out, and whoever wipes the diver's data is told.
   */
  end: (): void => {
    endedByServer = true
    sessionStore.clear()
    rememberEnded(true)
    for (const listener of endListeners) listener()
  },
  /** Whether the last session was refused by the server: the sign-in screen says so. */
  wasEnded: (): boolean => endedByServer || endedInThisTab(),
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  onEnd: (listener: Listener): (() => void) => {
    endListeners.add(listener)
    return () => endListeners.delete(listener)
  },
  /** Whether the guest closed the guest notice during this guest session (it survives a reload). */
  guestNoticeClosed: (): boolean => {
    noticeClosed ??= readNoticeClosed()
    return noticeClosed
  },
  closeGuestNotice: (): void => {
    noticeClosed = true
    try {
      localStorage.setItem(storageKeys.guestNoticeClosed, '1')
    } catch {
      // closed for this visit
    }
    for (const listener of listeners) listener()
  },
  /**
   * Another tab signed in or out, or its guest closed the guest notice: this tab reads the session
   * again (a `storage` event only reaches the other tabs; a null key is a cleared storage).
   */
  followOtherTabs: (): (() => void) => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key !== storageKeys.user && event.key !== storageKeys.guestNoticeClosed && event.key !== null) return
      current = load()
      noticeClosed = readNoticeClosed()
      for (const listener of listeners) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
}

export const isSignedInDiver = (session: SessionData | null): boolean => session?.role === 'diver'
