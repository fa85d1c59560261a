import { createFileRoute, redirect } from '@tanstack/react-router'

// SPEC §2.1: home redirects to the empty path.
export const Route = createFileRoute('/home')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true })
  },
})
