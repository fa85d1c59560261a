import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { isSignedInDiver, sessionStore } from '../../api/session.ts'
import { loadAccountCatalog } from '../../lib/i18n.ts'
import { ActivatePage } from '../../features/auth/components/activate-page.tsx'

/** Confirming the e-mail needs the account's session: without one, sign in first and come back. */
export const Route = createFileRoute('/auth/activate')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  // Signed out, sign-in comes back here (with where to go after), not straight to that page.
  beforeLoad: async ({ location }) => {
    if (!isSignedInDiver(sessionStore.get())) throw redirect({ to: '/auth/signin', search: { redirect: location.href } })
    await loadAccountCatalog()
  },
  component: function ActivateRoute() {
    const { redirect: to } = Route.useSearch()
    return <ActivatePage redirectTo={to} />
  },
})
