import { createFileRoute } from '@tanstack/react-router'
import { AccountError } from '../../features/account/components/account-error.tsx'
import { AccountPending } from '../../features/account/components/account-pending.tsx'
import { ProfilePage } from '../../features/account/components/profile-page.tsx'
import { loadProfile } from '../../features/account/load-profile.ts'

export const Route = createFileRoute('/user/profile')({
  loader: ({ context }) => loadProfile(context.queryClient),
  pendingComponent: AccountPending,
  errorComponent: AccountError,
  component: ProfilePage,
})
