import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useDocumentHead } from '../../lib/document-head.ts'
import { PagePlaceholder } from '../../ui/page-placeholder.tsx'

// Book Now's target (`/booking/trip/$tempTripId`, `/booking/course/$tempId`): the booking screen replaces this.
export const Route = createFileRoute('/booking/$kind/$id')({
  component: function Placeholder() {
    const { t } = useLingui()
    useDocumentHead(t`Booking`)
    return <PagePlaceholder title={t`Booking`}>{t`Booking opens here soon.`}</PagePlaceholder>
  },
})
