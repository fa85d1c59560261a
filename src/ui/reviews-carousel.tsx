import 'swiper/css'
import 'swiper/css/navigation'
import { useLingui } from '@lingui/react/macro'
import { A11y, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { BranchDetailResponse } from '../../contract/branches.ts'
import { ReviewFigure } from './review-list.tsx'

type Review = BranchDetailResponse['data']['customerReviews'][number]

// SPEC §9: five visible on a desktop, scrolling five; fewer on smaller screens.
const breakpoints = {
  0: { slidesPerView: 1, slidesPerGroup: 1 },
  640: { slidesPerView: 2, slidesPerGroup: 2 },
  960: { slidesPerView: 3, slidesPerGroup: 3 },
  1200: { slidesPerView: 5, slidesPerGroup: 5 },
}

/** The reviews in a circular carousel: past the last group it comes back to the first. */
export default function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  const { t, i18n } = useLingui()
  const dir = i18n.locale === 'ar' ? 'rtl' : 'ltr'
  return (
    <Swiper
      key={dir} // Swiper reads the direction only when it mounts
      dir={dir}
      modules={[Navigation, Keyboard, A11y]}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      // Loop needs more slides than are shown; with fewer, rewinding keeps it circular.
      rewind
      spaceBetween={16}
      breakpoints={breakpoints}
      a11y={{ prevSlideMessage: t`Previous reviews`, nextSlideMessage: t`Next reviews`, containerRoleDescriptionMessage: t`carousel`, itemRoleDescriptionMessage: t`review` }}
      className="reviews-swiper"
    >
      {reviews.map((review, index) => (
        <SwiperSlide key={index}>
          <ReviewFigure review={review} />
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
