import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { showToast } from './toast.ts'
import { sessionStore } from '../api/session.ts'
import { i18n } from './i18n.ts'
import { wipeDiverData } from './logout.ts'

/** Screens that only a signed-in diver may see. */
export const isGuardedPath = (pathname: string): boolean => pathname === '/user' || pathname.startsWith('/user/') || pathname === '/auth/activate'

/**
 * Watches the stored session for the whole app:
 * - a diver's session that goes away (signed out here, in another tab, or refused by the server)
 *   or becomes another diver's wipes everything of the first diver from this device;
 * - a session the server refused (signed out elsewhere, password changed, account deleted) says
 *   so and leaves the guarded screen for sign-in, once — never a redirect loop.
 */
export function watchSession(queryClient: QueryClient, router: AnyRouter): () => void {
  let diver = sessionStore.get()?.userId ?? null
  let refused = false
  const offChange = sessionStore.subscribe(() => {
    const now = sessionStore.get()?.userId ?? null
    if (diver !== null && now !== diver) void wipeDiverData(queryClient)
    diver = now
    if (now !== null) return
    // After the end listeners have run: a refused session goes to sign-in, any other to home.
    queueMicrotask(() => {
      const { pathname } = router.state.location
      if (isGuardedPath(pathname)) {
        void router.navigate(refused ? { to: '/auth/signin', search: { redirect: pathname, ended: true }, replace: true } : { to: '/', replace: true })
      }
      refused = false
    })
  })
  const offEnd = sessionStore.onEnd(() => {
    refused = true
    showToast((toast) => toast.info(i18n._(msg`You were signed out. Please sign in again.`), { id: 'session-ended' }))
  })
  return () => {
    offChange()
    offEnd()
  }
}
