import { useLingui } from '@lingui/react/macro'
import './detail.css'
import type { BranchDetailResponse } from '../../contract/branches.ts'
import { useNearViewport } from '../lib/use-near-viewport.ts'
import { LazyPiece } from './lazy-piece.tsx'
import { ReviewList } from './review-list.tsx'
import { Skeleton } from './skeleton.tsx'

// Swiper loads when the reviews come near the screen, not with the page's first paint.
const loadCarousel = () => import('./reviews-carousel.tsx')

/** Where "View all reviews" scrolls to. */
export const REVIEWS_ID = 'reviews'

type Review = BranchDetailResponse['data']['customerReviews'][number]

/** SPEC §2.3: the customer-reviews carousel of a branch, trip or course, shown only when reviews exist. */
export function ReviewsSection({ reviews }: { reviews: Review[] }) {
  const { t } = useLingui()
  const [ref, near] = useNearViewport<HTMLDivElement>()
  if (reviews.length === 0) return null
  return (
    <section className="detail-section" id={REVIEWS_ID} tabIndex={-1} aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t`Customer reviews`}</h2>
      <div ref={ref} className="reviews-slot">
        {near ? (
          // Offline before the carousel was ever saved: the same reviews, one after the other.
          <LazyPiece load={loadCarousel} props={{ reviews }} loading={<Skeleton height="220px" />} unavailable={<ReviewList reviews={reviews} />} />
        ) : (
          <Skeleton height="220px" />
        )}
      </div>
    </section>
  )
}
