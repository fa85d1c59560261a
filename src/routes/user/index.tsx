import { createFileRoute, redirect } from '@tanstack/react-router'

// SPEC §2.4: the account area's empty path is the profile.
export const Route = createFileRoute('/user/')({
  beforeLoad: () => {
    throw redirect({ to: '/user/profile', replace: true })
  },
})
