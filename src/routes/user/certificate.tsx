import { createFileRoute } from '@tanstack/react-router'
import { AccountError } from '../../features/account/components/account-error.tsx'
import { AccountPending } from '../../features/account/components/account-pending.tsx'
import { CertificatePage } from '../../features/account/profile/components/certificate-page.tsx'
import { loaderDiver } from '../../features/account/hooks/use-diver.ts'
import { profileQueryOptions } from '../../features/account/profile/api/profile.ts'
import { certificateImageQueryOptions } from '../../features/account/profile/api/certificate-image.ts'

export const Route = createFileRoute('/user/certificate')({
  // The loader's queries and schemas load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent']],
  loader: async ({ context }) => {
    const { userId, lang } = loaderDiver()
    const { data } = await context.queryClient.ensureQueryData(profileQueryOptions(userId, lang))
    // The picture comes from the device when kept there; a failure just shows the card's facts.
    await context.queryClient.prefetchQuery(certificateImageQueryOptions(userId, data.certificateImagePath))
  },
  pendingComponent: AccountPending,
  errorComponent: AccountError,
  component: CertificatePage,
})
