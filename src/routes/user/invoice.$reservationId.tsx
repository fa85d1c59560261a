import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccountError } from '../../features/account/components/account-error.tsx'
import { AccountPending } from '../../features/account/components/account-pending.tsx'
import { InvoiceNotFound, InvoicePage } from '../../features/account/invoices/components/invoice-page.tsx'
import { loaderDiver } from '../../features/account/hooks/use-diver.ts'
import { invoiceQueryOptions } from '../../features/account/invoices/api/invoice.ts'
import { warmPdfFonts } from '../../features/account/pdf-fonts.ts'
import { orNotFound } from '../../lib/not-found.ts'

/** SPEC §2.2: invoice details are reached with `type` and `lang`; the page shows the screen's language. */
export const Route = createFileRoute('/user/invoice/$reservationId')({
  // The loader's queries and schemas load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  validateSearch: v.object({
    type: v.optional(v.fallback(v.picklist(['trip', 'course']), 'trip')),
    lang: v.optional(v.fallback(v.picklist(['en', 'ar']), 'en')),
  }),
  beforeLoad: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.reservationId)) throw redirect({ to: '/user/invoice', replace: true })
  },
  loader: ({ context, params }) => {
    const { userId, lang } = loaderDiver()
    warmPdfFonts()
    return orNotFound(() => context.queryClient.ensureQueryData(invoiceQueryOptions(userId, Number(params.reservationId), lang)))
  },
  pendingComponent: AccountPending,
  errorComponent: AccountError,
  notFoundComponent: InvoiceNotFound,
  component: function InvoiceRoute() {
    const { reservationId } = Route.useParams()
    return <InvoicePage reservationId={Number(reservationId)} />
  },
})
