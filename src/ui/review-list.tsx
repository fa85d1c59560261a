import { useLingui } from '@lingui/react/macro'
import type { BranchDetailResponse } from '../../contract/branches.ts'
import { reviewTitleFor } from '../lib/review-title.ts'
import { Stars } from './stars.tsx'

type Review = BranchDetailResponse['data']['customerReviews'][number]

/** One review: its stars, title, body, who wrote it and when (a slide of the carousel, an item of the list). */
export function ReviewFigure({ review }: { review: Review }) {
  const { i18n } = useLingui()
  return (
    <figure className="review">
      <Stars value={review.rate} showValue={false} />
      <blockquote>
        <p className="review-title">{i18n._(reviewTitleFor(review.rate))}</p>
        <p dir="auto">{review.body}</p>
      </blockquote>
      <figcaption>
        <span dir="auto">{review.userName}</span>
        <span className="muted">{review.dateAsString}</span>
      </figcaption>
    </figure>
  )
}

/** The reviews one after the other, where the carousel cannot load. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="review-list">
      {reviews.map((review, index) => (
        <li key={index}>
          <ReviewFigure review={review} />
        </li>
      ))}
    </ul>
  )
}
