import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { logoutPath, LogoutResponseSchema } from '../../contract/session.ts'
import { api } from '../api/client.ts'
import { sessionStore } from '../api/session.ts'
import { clearAccountStorage } from './preferences.ts'

/**
 * Keeps nothing of the diver on the device: the account's local storage (session, cached
 * notifications and cursor), every query and paused write in memory, the persisted cache in
 * IndexedDB, the diver's own files and uploaded pictures, this phone's push subscription. Device preferences (language,
 * currency) stay. Safe to run twice.
 */
export async function wipeDiverData(queryClient: QueryClient): Promise<void> {
  // What is in memory goes at once; the stores' code (device-wipe.ts) comes when a session ends.
  clearAccountStorage()
  queryClient.getMutationCache().clear()
  queryClient.clear()
  await import('./device-wipe.ts').then(({ wipeDeviceStores }) => wipeDeviceStores()).catch(() => undefined)
}

/**
 * SPEC §4 "Logout": the server revokes the refresh token (best effort: offline it simply expires),
 * the device forgets the session and everything of the diver.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const session = sessionStore.get()
  if (session) void api.post(logoutPath, LogoutResponseSchema, { body: { refreshToken: session.refreshToken } }).catch(() => undefined)
  sessionStore.clear()
  await wipeDiverData(queryClient)
}

/**
 * The one sign-out of the header menu, the phone menu and the account's side menu: the session
 * ends, the app goes home (the account layout renders nothing without a session, and no guard runs,
 * so no return address is remembered), and the device is wiped.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async () => {
    // The session is gone at once (signOut clears it before its first await), so nothing opened
    // from now on is the diver's; the wipe finishes while the home page renders.
    const wiped = signOut(queryClient)
    await router.navigate({ to: '/', replace: true })
    await wiped
  }
}
