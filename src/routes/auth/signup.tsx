import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SignUpPage } from '../../features/auth/components/sign-up-page.tsx'

export const Route = createFileRoute('/auth/signup')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: function SignUpRoute() {
    const { redirect } = Route.useSearch()
    return <SignUpPage redirectTo={redirect} />
  },
})
