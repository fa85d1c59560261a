import 'swiper/css'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import 'swiper/css/zoom'
import { useLingui } from '@lingui/react/macro'
import { A11y, Keyboard, Navigation, Pagination, Zoom } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import { Dialog } from './dialog.tsx'

type GalleryModalProps = {
  /** the gallery's subject, for the title and each photo's description */
  title: string
  images: string[]
  /** the photo to open at (0-based) */
  start?: number
  onClose: () => void
  /** the photo shown now (0-based), for the page's address */
  onMove?: (index: number) => void
}

/**
 * Every photo in an accessible modal carousel: the native dialog keeps focus inside and closes on
 * Escape; arrow keys, swipe and the buttons move between photos, in the page's direction. On a
 * phone it fills the screen (detail.css), and a pinch or a double tap zooms into the photo.
 * Load it lazily: Swiper belongs to the pages that open it, never to the first load.
 */
export default function GalleryModal({ title, images, start = 0, onClose, onMove }: GalleryModalProps) {
  const { t, i18n } = useLingui()
  const dir = i18n.locale === 'ar' ? 'rtl' : 'ltr'
  const count = images.length
  return (
    <Dialog title={title} onClose={onClose} className="gallery-dialog">
      <Swiper
        key={dir} // Swiper reads the direction only when it mounts
        dir={dir}
        modules={[Navigation, Pagination, Keyboard, A11y, Zoom]}
        initialSlide={start}
        navigation
        pagination={{ type: 'fraction' }}
        keyboard={{ enabled: true }}
        zoom={{ maxRatio: 3 }}
        a11y={{
          prevSlideMessage: t`Previous photo`,
          nextSlideMessage: t`Next photo`,
          containerRoleDescriptionMessage: t`carousel`,
          itemRoleDescriptionMessage: t`photo`,
        }}
        spaceBetween={8}
        className="gallery-swiper"
        onSlideChange={(swiper) => onMove?.(swiper.activeIndex)}
      >
        {images.map((url, index) => (
          <SwiperSlide key={url}>
            <div className="swiper-zoom-container">
              <img
                src={url}
                alt={t`${title}, photo ${index + 1} of ${count}`}
                width="960"
                height="640"
                loading={Math.abs(index - start) <= 1 ? 'eager' : 'lazy'}
              />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </Dialog>
  )
}
