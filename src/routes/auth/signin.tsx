import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SignInPage } from '../../features/auth/components/sign-in-page.tsx'

export const Route = createFileRoute('/auth/signin')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: function SignInRoute() {
    const { redirect } = Route.useSearch()
    return <SignInPage redirectTo={redirect} />
  },
})
