import './detail.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ImagesIcon } from './icons.tsx'
import { LazyPiece } from './lazy-piece.tsx'

// Swiper and its styles load when the gallery is opened, not with the page.
const loadGallery = () => import('./gallery-modal.tsx')

const SHOWN = 5 // SPEC §9: the main image plus four

type PhotoGalleryProps = {
  name: string
  images: string[]
  /** opened at the first photo (a `?photos=true` link) */
  open?: boolean
  onClosed?: () => void
}

/** The main photo and up to four more; every photo opens the modal carousel at that photo. */
export function PhotoGallery({ name, images, open = false, onClosed }: PhotoGalleryProps) {
  const { t } = useLingui()
  const [start, setStart] = useState<number | null>(open ? 0 : null)
  const shown = open && start === null ? 0 : start
  const count = images.length
  const close = () => {
    setStart(null)
    onClosed?.()
  }
  return (
    <section className="gallery" aria-label={t`Photos`} id="photos">
      <ul className={`gallery-grid gallery-${Math.min(count, SHOWN)}`}>
        {images.slice(0, SHOWN).map((url, index) => (
          <li key={url}>
            <button type="button" className="gallery-item" onClick={() => setStart(index)} aria-label={t`Open photo ${index + 1} of ${count}`}>
              <img src={url} alt="" width={index === 0 ? 800 : 400} height={index === 0 ? 520 : 260} fetchPriority={index === 0 ? 'high' : undefined} loading={index === 0 ? 'eager' : 'lazy'} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button-light gallery-all" onClick={() => setStart(0)}>
        <ImagesIcon /> <Plural value={count} one="See the photo" other="See all # photos" />
      </button>
      {shown !== null ? (
        <LazyPiece
          load={loadGallery}
          props={{ title: name, images, start: shown, onClose: close }}
          loading={null}
          unavailable={<p role="status" className="gallery-unavailable muted">{t`The photo viewer needs a connection the first time. The photos above are all here.`}</p>}
        />
      ) : null}
    </section>
  )
}
