import './home-page.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { withCatalog } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/preferences-context.tsx'
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { WaveIcon } from '../../../ui/shell-icons.tsx'
import { LazyPiece } from '../../../ui/lazy-piece.tsx'
import { SearchPanel } from './search-panel.tsx'

// The sections below the fold are their own chunk, and their words are in the discovery catalog:
// both arrive after the hero and the search panel have painted, inside the first-load budget.
const loadSections = () => withCatalog('discovery', () => import('../sections/home-sections.tsx')).then((module) => ({ default: module.HomeSections }))

/** Reserves the sections' height while their chunk loads, so nothing below the hero jumps. */
function SectionsPlaceholder() {
  return <div className="container home-sections-placeholder" aria-hidden="true" />
}

/**
 * Offline, the installed app opens here on a boat: what a diver came for (the trip booked, its voucher
 * and invoice, all saved on the device) comes before the catalogue, which is only what was saved.
 */
function OfflineStart() {
  const { t } = useLingui()
  const online = useOnline()
  const session = useSession()
  if (online || session?.role !== 'diver') return null
  return (
    <section className="home-offline" aria-label={t`Your trips offline`}>
      <div className="container home-offline-inner">
        <p>{t`Your bookings, vouchers and invoices are saved on this device.`}</p>
        <Link to="/user/booking" className="button">
          {t`My bookings`}
        </Link>
      </div>
    </section>
  )
}

export function HomePage() {
  const { t } = useLingui()
  const afterFirstPaint = useAfterFirstPaint()
  useDocumentHead(t`Dive centers, trips and courses`, t`Find dive centers, freelance instructors, trips, courses and liveaboards. Your bookings work offline.`)
  return (
    <>
      <OfflineStart />
      <section className="hero">
        <div className="container hero-inner">
          <p className="eyebrow">
            <WaveIcon /> {t`Red Sea and beyond`}
          </p>
          <h1>{t`Find your next dive`}</h1>
          {/* Also what keeps the lazy sections' first photo below a phone's fold: the page's largest
              paint is this text, painted at once, not a photo that waits for its chunk and the API. */}
          <p className="lead">{t`Dive centers, freelance instructors, trips, courses and liveaboards, booked in minutes. Your bookings open even without signal.`}</p>
          <SearchPanel />
        </div>
      </section>
      {/* Offline before the sections were ever saved, the hero and the search stay, alone. */}
      {afterFirstPaint ? <LazyPiece load={loadSections} props={{}} loading={<SectionsPlaceholder />} unavailable={null} /> : <SectionsPlaceholder />}
    </>
  )
}
