import { createFileRoute } from '@tanstack/react-router'
import { AccountError } from '../../features/account/components/account-error.tsx'
import { AccountPending } from '../../features/account/components/account-pending.tsx'
import { CourseReservationsPage } from '../../features/account/reservations/components/course-reservations-page.tsx'
import { loadReservations } from '../../features/account/loaders.ts'

export const Route = createFileRoute('/user/reservations-courses')({
  // The loader's queries and schemas load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent']],
  loader: ({ context }) => loadReservations(context.queryClient),
  pendingComponent: AccountPending,
  errorComponent: AccountError,
  component: CourseReservationsPage,
})
