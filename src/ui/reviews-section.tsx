import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import './detail.css'
import type { BranchDetailResponse } from '../../contract/branches.ts'
import { useNearViewport } from '../lib/use-near-viewport.ts'
import { Skeleton } from './skeleton.tsx'

// Swiper loads when the reviews come near the screen, not with the page's first paint.
const ReviewsCarousel = lazy(() => import('./reviews-carousel.tsx'))

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
          <Suspense fallback={<Skeleton height="220px" />}>
            <ReviewsCarousel reviews={reviews} />
          </Suspense>
        ) : <Skeleton height="220px" />}
      </div>
    </section>
  )
}
