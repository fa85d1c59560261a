import { createFileRoute } from '@tanstack/react-router'
import { loadAccountCatalog } from '../../lib/i18n.ts'
import * as v from 'valibot'
import { SignInPage } from '../../features/auth/components/sign-in-page.tsx'

export const Route = createFileRoute('/auth/signin')({
  // The sign-in screens' words are in the account catalog (src/lib/i18n.ts).
  beforeLoad: () => loadAccountCatalog(),
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: function SignInRoute() {
    const { redirect } = Route.useSearch()
    return <SignInPage redirectTo={redirect} />
  },
})
