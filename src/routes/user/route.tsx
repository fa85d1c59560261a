import { createFileRoute, redirect } from '@tanstack/react-router'
import { isSignedInDiver, sessionStore } from '../../api/session.ts'
import { loadAccountCatalog } from '../../lib/i18n.ts'
import { AccountLayout } from '../../features/account/components/account-layout.tsx'

/**
 * SPEC §4 "Guarded routes": without a signed-in account the address is remembered and the
 * visitor goes to sign-in, then back. A guest token is not an account, so guests sign in too.
 */
export const Route = createFileRoute('/user')({
  beforeLoad: async ({ location }) => {
    if (!isSignedInDiver(sessionStore.get())) {
      throw redirect({ to: '/auth/signin', search: { redirect: location.href, ended: sessionStore.wasEnded() || undefined } })
    }
    await loadAccountCatalog()
  },
  component: AccountLayout,
})
