import './detail.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { ImagesIcon } from './icons.tsx'
import { LazyPiece } from './lazy-piece.tsx'

// Swiper and its styles load when the gallery is opened, not with the page.
const loadGallery = () => import('./gallery-modal.tsx')

const SHOWN = 5 // SPEC §9: the main image plus four

/** How a page keeps the open photo in its address: `replace` moves within the viewer without a new entry. */
export type GalleryPlace = {
  photo: number | undefined
  onPhoto: (photo: number | undefined, options: { replace: boolean }) => void
}

type PhotoGalleryProps = GalleryPlace & { name: string; images: string[] }

/** The main photo and up to four more; every photo opens the modal carousel at that photo. */
export function PhotoGallery({ name, images, photo, onPhoto }: PhotoGalleryProps) {
  const { t } = useLingui()
  // Whether this page pushed the viewer's history entry: then closing it is the same as Back, and
  // leaves no entry behind. Opened from a link, closing replaces the address instead of leaving the page.
  const pushed = useRef(false)
  const count = images.length
  const shown = photo === undefined || count === 0 ? null : Math.min(photo, count) - 1
  const open = (index: number) => {
    pushed.current = true
    onPhoto(index + 1, { replace: false })
  }
  const close = () => {
    if (pushed.current) {
      pushed.current = false
      window.history.back()
    } else onPhoto(undefined, { replace: true })
  }
  return (
    <section className="gallery" aria-label={t`Photos`} id="photos">
      <ul className={`gallery-grid gallery-${Math.min(count, SHOWN)}`}>
        {images.slice(0, SHOWN).map((url, index) => (
          <li key={url}>
            <button type="button" className="gallery-item" onClick={() => open(index)} aria-label={t`Open photo ${index + 1} of ${count}`}>
              <img
                src={url}
                alt=""
                width={index === 0 ? 800 : 400}
                height={index === 0 ? 520 : 260}
                fetchPriority={index === 0 ? 'high' : undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button-light gallery-all" onClick={() => open(0)}>
        <ImagesIcon /> <Plural value={count} one="See the photo" other="See all # photos" />
      </button>
      {shown !== null ? (
        <LazyPiece
          load={loadGallery}
          props={{ title: name, images, start: shown, onClose: close, onMove: (index: number) => onPhoto(index + 1, { replace: true }) }}
          loading={null}
          unavailable={
            <p role="status" className="gallery-unavailable muted">{t`The photo viewer needs a connection the first time. The photos above are all here.`}</p>
          }
        />
      ) : null}
    </section>
  )
}
