import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { RESERVATIONS_PAST_PAGE } from '../../../../../contract/booking.ts'
import { useMemo, useState } from 'react'
import { useRefusedWrites, useWaitingWrites } from '../../../../lib/outbox.ts'
import { reservationWriteKinds, useUndoBookingWrite, useWaitingOnBookings } from '../../../../lib/reservation-writes.ts'
import { SavedNotice } from '../../../../ui/saved-notice.tsx'
import { ShowMore } from '../../../../ui/show-more.tsx'
import { Tabs } from '../../../../ui/tabs.tsx'
import type { ReviewVariables } from '../../api/keys.ts'
import { useDiver } from '../../hooks/use-diver.ts'
import { reservationsQueryOptions } from '../api/reservations.ts'
import { canPay, type ReservationRow, splitReservations } from '../reservations.ts'
import { cancelReservation, saveReview } from '../api/writes.ts'
import { CancelDialog } from './cancel-dialog.tsx'
import { PayDialog } from './pay-dialog.tsx'
import { ReservationList } from './reservation-list.tsx'
import { ReviewDialog, type WaitingReview } from './review-dialog.tsx'

const reviewKinds = [saveReview.kind]

type Props = {
  /** `?pay=` (the voucher's "Pay now"): the booking whose payment to confirm when the page opens */
  payId?: number
  /** the Pay confirmation closed: the address forgets `?pay=` so a reload does not reopen it */
  onPayClosed?: () => void
}

/** SPEC §2.4 Bookings: Upcoming and Past, with pay, cancel and review; writes made offline show as pending. */
export function BookingsPage({ payId, onPayClosed }: Props = {}) {
  const { t } = useLingui()
  const { userId, lang } = useDiver()
  const query = useSuspenseQuery(reservationsQueryOptions(userId, lang))
  // Past bookings beyond the first page come when asked (the device keeps the first page).
  const [pastLimit, setPastLimit] = useState(RESERVATIONS_PAST_PAGE)
  const longer = useQuery({
    ...reservationsQueryOptions(userId, lang, pastLimit),
    enabled: pastLimit > RESERVATIONS_PAST_PAGE,
    placeholderData: keepPreviousData,
  })
  const shown = pastLimit > RESERVATIONS_PAST_PAGE && longer.data ? longer.data : query.data
  const { upcoming, past } = useMemo(() => splitReservations(shown.data), [shown])
  const pastTotal = shown.metaData.pastTotal
  // A cancellation or a move to another date (made on the voucher) waiting on a row: each shows, and blocks the other.
  const waitingOn = useWaitingOnBookings(userId)
  const reviews = useWaitingWrites(reviewKinds, userId)
  const refusedCancels = useRefusedWrites(cancelReservation, userId)
  const refusedReviews = useRefusedWrites(saveReview, userId)
  const refusedMoves = useRefusedWrites({ kind: reservationWriteKinds.move }, userId)
  const [cancelling, setCancelling] = useState<ReservationRow | null>(null)
  // The waiting review is taken as the dialog opens: one the drain sends meanwhile is still the one the
  // diver is changing, and saving then says it had already left (review-dialog.tsx).
  const [reviewing, setReviewing] = useState<{ row: ReservationRow; waiting: WaitingReview | null } | null>(null)
  const [paying, setPaying] = useState<ReservationRow | null>(() => upcoming.find((row) => row.reservationId === payId && canPay(row)) ?? null)
  const { undo, undoing } = useUndoBookingWrite()

  /** The review waiting on a row for the network, with its key: the dialog edits it, the row takes it back. */
  const waitingReview = (row: ReservationRow): WaitingReview | null => {
    const record = reviews.findLast((write) => write.ref === row.reservationId)
    return record ? { key: record.key, variables: record.variables as ReviewVariables } : null
  }

  const stateOf = (row: ReservationRow) => {
    const waiting = waitingOn(row.reservationId)
    const { cancelKey, moveKey } = waiting
    const review = waitingReview(row)
    return {
      onUndo: cancelKey !== null ? () => void undo(cancelKey, 'cancel') : moveKey !== null ? () => void undo(moveKey, 'move') : undefined,
      onUndoReview: review ? () => void undo(review.key, 'review') : undefined,
      undoing: undoing !== null && (undoing === cancelKey || undoing === moveKey || undoing === review?.key),
      cancelPending: waiting.cancel,
      movePendingTo: waiting.moveTo,
      reviewPending: review !== null,
      refused: [...refusedCancels.refused, ...refusedMoves.refused, ...refusedReviews.refused].filter((write) => write.ref === row.reservationId),
      onDismiss: (key: string) => {
        refusedCancels.dismiss(key)
        refusedMoves.dismiss(key)
        refusedReviews.dismiss(key)
      },
    }
  }
  const handlers = { onCancel: setCancelling, onReview: (row: ReservationRow) => setReviewing({ row, waiting: waitingReview(row) }), onPay: setPaying }
  const closePay = () => {
    setPaying(null)
    if (payId !== undefined) onPayClosed?.()
  }

  return (
    <section aria-labelledby="bookings-title">
      <h1 id="bookings-title">{t`Bookings`}</h1>
      <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
      <Tabs
        label={t`Bookings`}
        items={[
          {
            id: 'upcoming',
            label: t`Upcoming (${upcoming.length})`,
            content: <ReservationList rows={upcoming} upcoming stateOf={stateOf} handlers={handlers} />,
          },
          {
            id: 'past',
            label: t`Past (${pastTotal})`,
            content: (
              <>
                <ReservationList rows={past} upcoming={false} stateOf={stateOf} handlers={handlers} />
                <ShowMore
                  total={pastTotal}
                  shown={past.length}
                  loading={pastLimit > RESERVATIONS_PAST_PAGE && longer.isFetching}
                  onMore={() => setPastLimit((limit) => limit + RESERVATIONS_PAST_PAGE * 2)}
                />
              </>
            ),
          },
        ]}
      />
      {cancelling ? <CancelDialog row={cancelling} userId={userId} onClose={() => setCancelling(null)} /> : null}
      {reviewing ? <ReviewDialog row={reviewing.row} userId={userId} waiting={reviewing.waiting} onClose={() => setReviewing(null)} /> : null}
      {paying ? <PayDialog row={paying} userId={userId} onClose={closePay} /> : null}
    </section>
  )
}
