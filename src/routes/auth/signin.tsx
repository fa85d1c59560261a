import { createFileRoute } from '@tanstack/react-router'
import { loadAccountCatalog } from '../../lib/i18n.ts'
import * as v from 'valibot'
import { SignInPage } from '../../features/auth/components/sign-in-page.tsx'

export const Route = createFileRoute('/auth/signin')({
  // The sign-in screens' words are in the account catalog (src/lib/i18n.ts).
  beforeLoad: () => loadAccountCatalog(),
  // `ended`: the server ended the session (signed out elsewhere, password changed): the screen says so.
  // `reason`: what sent a visitor here (a heart), so the screen says what signing in will do.
  validateSearch: v.object({
    redirect: v.optional(v.string()),
    ended: v.optional(v.fallback(v.optional(v.boolean()), undefined)),
    reason: v.optional(v.fallback(v.optional(v.picklist(['favorite'])), undefined)),
  }),
  component: function SignInRoute() {
    const { redirect, ended, reason } = Route.useSearch()
    return <SignInPage redirectTo={redirect} ended={ended === true} reason={reason} />
  },
})
