import { createFileRoute } from '@tanstack/react-router'
import { AccountError } from '../../features/account/components/account-error.tsx'
import { AccountPending } from '../../features/account/components/account-pending.tsx'
import { ProfilePage } from '../../features/account/profile/components/profile-page.tsx'
import { loadProfile } from '../../features/account/loaders.ts'

export const Route = createFileRoute('/user/profile')({
  // The loader's queries and schemas load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent']],
  loader: ({ context }) => loadProfile(context.queryClient),
  pendingComponent: AccountPending,
  errorComponent: AccountError,
  component: ProfilePage,
})
