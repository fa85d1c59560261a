import { createFileRoute } from '@tanstack/react-router'
import { loadAccountCatalog } from '../../lib/i18n.ts'
import * as v from 'valibot'
import { SignInPage } from '../../features/auth/components/sign-in-page.tsx'

export const Route = createFileRoute('/auth/signin')({
  // The sign-in screens' words are in the account catalog (src/lib/i18n.ts).
  beforeLoad: () => loadAccountCatalog(),
  // `ended`: the server ended the session (signed out elsewhere, password changed): the screen says so.
  // `reason`: what sent a visitor or a guest here (a heart, Book Now), so the screen says why an account is needed.
  validateSearch: v.object({
    redirect: v.optional(v.string()),
    ended: v.optional(v.fallback(v.optional(v.boolean()), undefined)),
    reason: v.optional(v.fallback(v.optional(v.picklist(['favorite', 'booking'])), undefined)),
  }),
  component: function SignInRoute() {
    const { redirect, ended, reason } = Route.useSearch()
    return <SignInPage redirectTo={redirect} ended={ended === true} reason={reason} />
  },
})
