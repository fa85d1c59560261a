import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { showToast } from '../../../../lib/toast.ts'
import { queueWrite } from '../../../../lib/outbox.ts'
import { useOnline } from '../../../../lib/use-online.ts'
import { Dialog } from '../../../../ui/dialog.tsx'
import { ErrorState } from '../../../../ui/error-state.tsx'
import { Field } from '../../../../ui/field.tsx'
import { StarRatingInput } from '../../../../ui/star-rating-input.tsx'
import { reviewQueryOptions } from '../api/reservations.ts'
import { reviewTitleFor } from '../../../../lib/review-title.ts'
import { type ReservationRow, reviewTarget } from '../reservations.ts'
import { saveReview } from '../api/writes.ts'

type Draft = { rate: number; body: string }

function ReviewForm({ row, userId, initial, onClose }: { row: ReservationRow; userId: number; initial: Draft; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const [draft, setDraft] = useState(initial)
  const [missingRate, setMissingRate] = useState(false)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (draft.rate < 1) {
      setMissingRate(true)
      return
    }
    const title = i18n._(reviewTitleFor(draft.rate))
    queueWrite(saveReview, {
      userId,
      reservationId: row.reservationId,
      oldReviewId: row.reviewId,
      body: { title, body: draft.body.trim(), rate: draft.rate, ...reviewTarget(row) },
    })
    if (!online) showToast((toast) => toast.info(t`You are offline. Your review is saved and will be sent when you are back online.`, { id: 'review-queued' }))
    onClose()
  }

  return (
    <form onSubmit={onSubmit} noValidate>
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
        <button type="submit" className="button">
          {row.reviewId ? t`Update review` : t`Submit review`}
        </button>
      </div>
    </form>
  )
}

/** SPEC §2.4 review modal: with a reviewId the diver's review is loaded first and updated (§4). */
export function ReviewDialog({ row, userId, onClose }: { row: ReservationRow; userId: number; onClose: () => void }) {
  const { t } = useLingui()
  const existing = useQuery({ ...reviewQueryOptions(userId, row.reviewId ?? 0), enabled: row.reviewId !== null })
  let content
  if (row.reviewId === null) content = <ReviewForm row={row} userId={userId} initial={{ rate: 0, body: '' }} onClose={onClose} />
  // Online, the review is read again before it is edited (another device may have changed it).
  else if (existing.data && !(existing.isFetching && navigator.onLine))
    content = (
      <ReviewForm row={row} userId={userId} initial={{ rate: Math.round(existing.data.data.tripRate), body: existing.data.data.body }} onClose={onClose} />
    )
  else if (existing.isError) content = <ErrorState error={existing.error} onRetry={() => void existing.refetch()} />
  else content = <p className="muted" role="status">{t`Loading your review…`}</p>
  return (
    <Dialog title={row.reviewId ? t`Edit your review` : t`Review your booking`} onClose={onClose} className="form-dialog">
      <p className="muted">
        <bdi>{row.title}</bdi> · <bdi>{row.branchName}</bdi>
      </p>
      {content}
    </Dialog>
  )
}
