import 'swiper/css'
import 'swiper/css/navigation'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { A11y, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { BranchDetailResponse } from '../../contract/branches.ts'
import { ReviewFigure } from './review-list.tsx'

type Review = BranchDetailResponse['data']['customerReviews'][number]

// SPEC §9: five visible on a desktop, scrolling five; fewer on smaller screens.
/** A chevron pointing to the end of a left-to-right line; the stylesheet turns it for "previous" and for Arabic. */
const chevron = (
  <svg viewBox="0 0 11 20" aria-hidden="true">
    <path d="M1 1l9 9-9 9" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

const breakpoints = {
  0: { slidesPerView: 1, slidesPerGroup: 1 },
  640: { slidesPerView: 2, slidesPerGroup: 2 },
  960: { slidesPerView: 3, slidesPerGroup: 3 },
  1200: { slidesPerView: 5, slidesPerGroup: 5 },
}

/**
 * The reviews in a circular carousel: past the last group it comes back to the first.
 * The arrows are drawn outside the sliding area, in the margin either side of it, so they never
 * lie over the first or last review's text (inside Swiper's own box they overlap the slides).
 */
export default function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  const { t, i18n } = useLingui()
  const dir = i18n.locale === 'ar' ? 'rtl' : 'ltr'
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null)
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null)
  return (
    <div className="reviews-carousel">
      <button type="button" ref={setPrevEl} className="reviews-arrow reviews-prev">
        {chevron}
      </button>
      {prevEl && nextEl ? (
        <Swiper
          key={dir} // Swiper reads the direction only when it mounts
          dir={dir}
          modules={[Navigation, Keyboard, A11y]}
          navigation={{ prevEl, nextEl }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          // Loop needs more slides than are shown; with fewer, rewinding keeps it circular.
          rewind
          spaceBetween={16}
          breakpoints={breakpoints}
          a11y={{
            prevSlideMessage: t`Previous reviews`,
            nextSlideMessage: t`Next reviews`,
            containerRoleDescriptionMessage: t`carousel`,
            itemRoleDescriptionMessage: t`review`,
          }}
          className="reviews-swiper"
        >
          {reviews.map((review, index) => (
            <SwiperSlide key={index}>
              <ReviewFigure review={review} />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : null}
      <button type="button" ref={setNextEl} className="reviews-arrow reviews-next">
        {chevron}
      </button>
    </div>
  )
}
