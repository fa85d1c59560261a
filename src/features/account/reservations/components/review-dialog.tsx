import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { showToast } from '../../../../lib/toast.ts'
import { queueWrite, withdrawWrite } from '../../../../lib/outbox.ts'
import { getErrorMessage } from '../../../../lib/errors.ts'
import { useOnline } from '../../../../lib/use-online.ts'
import { Dialog } from '../../../../ui/dialog.tsx'
import { ErrorState } from '../../../../ui/error-state.tsx'
import { Field } from '../../../../ui/field.tsx'
import { StarRatingInput } from '../../../../ui/star-rating-input.tsx'
import { reviewQueryOptions } from '../api/reservations.ts'
import { reviewTitleFor } from '../../../../lib/review-title.ts'
import { type ReservationRow, reviewTarget } from '../reservations.ts'
import { saveReview } from '../api/writes.ts'
import type { ReviewVariables } from '../../api/keys.ts'

type Draft = { rate: number; body: string }

/** A review queued offline and not sent yet: its write's key and what it says. */
export type WaitingReview = { key: string; variables: ReviewVariables }

function ReviewForm({
  row,
  userId,
  initial,
  waiting,
  onClose,
}: {
  row: ReservationRow
  userId: number
  initial: Draft
  waiting: WaitingReview | null
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const [draft, setDraft] = useState(initial)
  const [missingRate, setMissingRate] = useState(false)
  const [replacing, setReplacing] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (draft.rate < 1) {
      setMissingRate(true)
      return
    }
    if (replacing) return
    // The review waiting for the network is taken back before this one takes its place, under the
    // outbox's lock (decision 048): the server never gets both. Once it has left, the server has it,
    // and this one would be a second review of the booking: the diver edits the one sent instead.
    if (waiting) {
      setReplacing(true)
      try {
        if (!(await withdrawWrite(waiting.key))) {
          showToast((toast) => toast.info(t`Your review had already been sent. Open it again to change it.`, { id: 'review-queued' }))
          onClose()
          return
        }
      } catch (error) {
        showToast((toast) => toast.error(getErrorMessage(error), { id: 'review-queued' }))
        setReplacing(false)
        return
      }
    }
    const title = i18n._(reviewTitleFor(draft.rate))
    queueWrite(saveReview, {
      userId,
      reservationId: row.reservationId,
      oldReviewId: waiting ? waiting.variables.oldReviewId : row.reviewId,
      body: { title, body: draft.body.trim(), rate: draft.rate, ...reviewTarget(row) },
    })
    if (!online) showToast((toast) => toast.info(t`You are offline. Your review is saved and will be sent when you are back online.`, { id: 'review-queued' }))
    onClose()
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <StarRatingInput
        label={t`Your rating`}
        value={draft.rate}
        onChange={(rate) => {
          setMissingRate(false)
          setDraft((current) => ({ ...current, rate }))
        }}
        describe={(rate) => i18n._(reviewTitleFor(rate))}
      />
      {missingRate ? <p className="field-error" role="alert">{t`Choose a rating from 1 to 5 stars.`}</p> : null}
      <Field label={t`Your review`}>
        {(control) => (
          <textarea
            {...control}
            name="body"
            rows={5}
            maxLength={2000}
            dir="auto"
            value={draft.body}
            onChange={(event) => setDraft((current) => ({ ...current, body: event.target.value }))}
          />
        )}
      </Field>
      <div className="dialog-buttons">
        <button type="button" className="button button-outline" onClick={onClose}>{t`Close`}</button>
        <button type="submit" className="button" disabled={replacing}>
          {row.reviewId || waiting ? t`Update review` : t`Submit review`}
        </button>
      </div>
    </form>
  )
}

/**
 * SPEC §2.4 review modal: with a reviewId the diver's review is loaded first and updated (§4). A review
 * still waiting for the network opens as the diver wrote it, and saving replaces it.
 */
export function ReviewDialog({ row, userId, waiting, onClose }: { row: ReservationRow; userId: number; waiting: WaitingReview | null; onClose: () => void }) {
  const { t } = useLingui()
  const existing = useQuery({ ...reviewQueryOptions(userId, row.reviewId ?? 0), enabled: row.reviewId !== null && waiting === null })
  let content
  if (waiting) {
    const initial = { rate: waiting.variables.body.rate, body: waiting.variables.body.body }
    content = <ReviewForm row={row} userId={userId} initial={initial} waiting={waiting} onClose={onClose} />
  } else if (row.reviewId === null) content = <ReviewForm row={row} userId={userId} initial={{ rate: 0, body: '' }} waiting={null} onClose={onClose} />
  // Online, the review is read again before it is edited (another device may have changed it).
  else if (existing.data && !(existing.isFetching && navigator.onLine))
    content = (
      <ReviewForm
        row={row}
        userId={userId}
        initial={{ rate: Math.round(existing.data.data.tripRate), body: existing.data.data.body }}
        waiting={null}
        onClose={onClose}
      />
    )
  else if (existing.isError) content = <ErrorState error={existing.error} onRetry={() => void existing.refetch()} />
  else content = <p className="muted" role="status">{t`Loading your review…`}</p>
  return (
    <Dialog title={row.reviewId || waiting ? t`Edit your review` : t`Review your booking`} onClose={onClose} className="form-dialog">
      <p className="muted">
        <bdi>{row.title}</bdi> · <bdi>{row.branchName}</bdi>
      </p>
      {content}
    </Dialog>
  )
}
