import { createFileRoute } from '@tanstack/react-router'
import { AccountError } from '../../features/account/components/account-error.tsx'
import { AccountPending } from '../../features/account/components/account-pending.tsx'
import { WalletPage } from '../../features/account/wallet/components/wallet-page.tsx'
import { loaderDiver } from '../../features/account/hooks/use-diver.ts'
import { walletQueryOptions } from '../../lib/wallet.ts'

export const Route = createFileRoute('/user/wallet')({
  // The loader's queries and schemas load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent']],
  loader: ({ context }) => {
    const { userId, lang } = loaderDiver()
    return context.queryClient.ensureQueryData(walletQueryOptions(userId, lang))
  },
  pendingComponent: AccountPending,
  errorComponent: AccountError,
  component: WalletPage,
})
