import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { isSignedInDiver, sessionStore } from '../../api/session.ts'
import { loadAccountCatalog } from '../../lib/i18n.ts'
import { ActivatePage } from '../../features/auth/components/activate-page.tsx'
import { loaderDiver, useDiver } from '../../features/account/hooks/use-diver.ts'
import { profileQueryOptions } from '../../features/account/profile/api/profile.ts'
import { RouteError } from '../../ui/route-error.tsx'

/** Confirming the e-mail needs the account's session: without one, sign in first and come back. */
export const Route = createFileRoute('/auth/activate')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  // Signed out, sign-in comes back here (with where to go after), not straight to that page.
  beforeLoad: async ({ location }) => {
    if (!isSignedInDiver(sessionStore.get())) throw redirect({ to: '/auth/signin', search: { redirect: location.href } })
    await loadAccountCatalog()
  },
  // Whether the e-mail is confirmed already is the profile's to say (the session does not carry it): a
  // verified diver opening this page was told "we sent a code" although no code was sent or needed.
  loader: ({ context }) => {
    const { userId, lang } = loaderDiver()
    return context.queryClient.ensureQueryData(profileQueryOptions(userId, lang))
  },
  errorComponent: RouteError,
  component: function ActivateRoute() {
    const { redirect: to } = Route.useSearch()
    const { userId, lang } = useDiver()
    const { data } = useSuspenseQuery(profileQueryOptions(userId, lang))
    return <ActivatePage redirectTo={to} verified={data.data.isVerified} />
  },
})
