import * as v from 'valibot'
import { SessionResponseSchema, type SessionData } from '../../contract/users.ts'
import { storageKeys } from './storage-keys.ts'

type Listener = () => void
const listeners = new Set<Listener>()
let current: SessionData | null | undefined

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
    try {
      localStorage.setItem(storageKeys.user, JSON.stringify({ data }))
    } catch {
      // kept in memory for this visit
    }
    for (const listener of listeners) listener()
  },
  clear: (): void => {
    current = null
    try {
      localStorage.removeItem(storageKeys.user)
    } catch {
      // nothing stored
    }
    for (const listener of listeners) listener()
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Another tab signed in or out. */
  reloadFromStorage: (): void => {
    current = load()
    for (const listener of listeners) listener()
  },
}

export const isSignedInDiver = (session: SessionData | null): boolean => session?.role === 'diver'
