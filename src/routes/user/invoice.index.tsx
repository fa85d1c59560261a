import { createFileRoute } from '@tanstack/react-router'
import { AccountError } from '../../features/account/components/account-error.tsx'
import { AccountPending } from '../../features/account/components/account-pending.tsx'
import { InvoicesPage } from '../../features/account/invoices/components/invoices-page.tsx'
import { loaderDiver } from '../../features/account/hooks/use-diver.ts'
import { reservationsQueryOptions } from '../../features/account/reservations/api/reservations.ts'
import { warmPdfFonts } from '../../features/account/pdf-fonts.ts'

export const Route = createFileRoute('/user/invoice/')({
  // The loader's queries and schemas load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent']],
  loader: ({ context }) => {
    const { userId, lang } = loaderDiver()
    // The PDF is made on the device, offline too: its fonts are kept once the list has been seen.
    warmPdfFonts()
    return context.queryClient.ensureQueryData(reservationsQueryOptions(userId, lang))
  },
  pendingComponent: AccountPending,
  errorComponent: AccountError,
  component: InvoicesPage,
})
