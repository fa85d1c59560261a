import { createFileRoute } from '@tanstack/react-router'
import { loadAccountCatalog } from '../../lib/i18n.ts'
import * as v from 'valibot'
import { SignUpPage } from '../../features/auth/components/sign-up-page.tsx'

export const Route = createFileRoute('/auth/signup')({
  // The sign-in screens' words are in the account catalog (src/lib/i18n.ts).
  beforeLoad: () => loadAccountCatalog(),
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: function SignUpRoute() {
    const { redirect } = Route.useSearch()
    return <SignUpPage redirectTo={redirect} />
  },
})
