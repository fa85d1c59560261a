import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { logoutPath, LogoutResponseSchema } from '../../contract/users.ts'
import { api } from '../api/client.ts'
import { sessionStore } from '../api/session.ts'
import { clearAccountStorage } from './preferences.ts'
import { persister } from './query-client.ts'

/**
 * SPEC §4 "Logout": tell the server (it revokes the refresh token), then wipe the stored session,
 * the account's local data and the persisted query cache. The caller navigates home.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const session = sessionStore.get()
  if (session) {
    // Best effort: offline, the token simply expires; the device forgets it either way.
    void api.post(logoutPath, LogoutResponseSchema, { body: { refreshToken: session.refreshToken } }).catch(() => undefined)
  }
  sessionStore.clear()
  clearAccountStorage()
  queryClient.clear()
  await persister.removeClient()
}

/** Sign out and go home: the account menu, the phone menu and the account area's side menu. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async () => {
    await logout(queryClient)
    await router.navigate({ to: '/' })
  }
}
