import { createFileRoute } from '@tanstack/react-router'
import { AccountError } from '../../features/account/components/account-error.tsx'
import { AccountPending } from '../../features/account/components/account-pending.tsx'
import { FavoritesPage } from '../../features/account/favorites/components/favorites-page.tsx'
import { loaderDiver } from '../../features/account/hooks/use-diver.ts'
import { favoritesQueryOptions } from '../../features/account/favorites/api/favorites.ts'

export const Route = createFileRoute('/user/favorite-courses')({
  // The loader's queries and schemas load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent']],
  loader: ({ context }) => {
    const { userId, lang } = loaderDiver()
    return context.queryClient.ensureQueryData(favoritesQueryOptions(userId, lang))
  },
  pendingComponent: AccountPending,
  errorComponent: AccountError,
  component: FavoritesPage,
})
