import '../../../ui/detail.css'
import '../boats.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { BoatDetails } from '../../../../contract/liveaboards.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { slugify } from '../../../lib/slug.ts'
import { BoatFacts } from '../../../ui/boat-facts.tsx'
import { type GalleryPlace, PhotoGallery } from '../../../ui/photo-gallery.tsx'
import { TripsBreadcrumb } from '../../../ui/trips-breadcrumb.tsx'
import { boatQueryOptions } from '../api/boats.ts'
import { BoatDepartures } from './boat-departures.tsx'

/** How many cabins of each type the boat has, where they are and what they have. */
function CabinPlan({ plan }: { plan: BoatDetails['cabinPlan'] }) {
  const { t } = useLingui()
  if (plan.length === 0) return null
  return (
    <section className="detail-section" aria-labelledby="cabin-plan-title">
      <h2 id="cabin-plan-title">{t`Cabin plan`}</h2>
      <ul className="cabin-plan">
        {plan.map((cabin) => (
          <li key={cabin.type}>
            <strong dir="auto">{cabin.name}</strong>
            <span>
              <Plural value={cabin.cabins} one="# cabin" other="# cabins" />
              {' · '}
              <span dir="auto">{cabin.deckName}</span>
            </span>
            <span className="muted">
              <Plural value={cabin.berths} one="# berth" other="# berths" />
              {' · '}
              {cabin.enSuite ? t`En-suite bathroom` : t`Shared bathroom`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A liveaboard's boat (`/boats/$id`): its photos, what it is, its cabin plan and where it sails next. */
export function BoatPage({ id, gallery }: { id: number; gallery: GalleryPlace }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data } = useSuspenseQuery(boatQueryOptions(id, lang))
  const boat = data.data
  const center = { to: '/branch/details/$type/$id', params: { type: slugify(boat.branchName), id: String(boat.branchId) } } as const
  useDocumentHead(boat.name, t`${boat.name}, a liveaboard of ${boat.branchName}: its cabins, what it has on board and its coming departures.`)
  return (
    <article className="container page boat-page">
      <header className="detail-header">
        <TripsBreadcrumb center={{ name: boat.branchName, id: boat.branchId }} current={boat.name} />
        <p className="trip-card-tag">{t`Liveaboard boat`}</p>
        <h1 dir="auto">{boat.name}</h1>
        <p>
          {t`Operated by`}{' '}
          <Link {...center} dir="auto">
            {boat.branchName}
          </Link>
        </p>
      </header>
      <PhotoGallery name={boat.name} images={boat.images.map((image) => image.imageUrl)} {...gallery} />
      <BoatFacts boat={boat} />
      <CabinPlan plan={boat.cabinPlan} />
      <BoatDepartures departures={boat.departures} />
    </article>
  )
}
