import { createFileRoute, redirect } from '@tanstack/react-router'

// SPEC §2.1: any other path redirects to the root.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true })
  },
})
