import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { formatDay } from '../../../../shared/format.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { useActivityLabels } from '../labels.ts'
import { liveaboardQueryOptions, tripDetailsQueryOptions } from '../api/trips.ts'
import type { GalleryPlace } from '../../../ui/photo-gallery.tsx'
import { DeparturePage } from './departure-page.tsx'
import { LiveaboardSections } from './liveaboard-sections.tsx'

/** A trip or liveaboard (`/trips/tripDetails/$name/$tempTripId`). */
export function TripDetailsPage({ id, gallery }: { id: number; gallery: GalleryPlace }) {
  const { t, i18n } = useLingui()
  const { lang } = usePreferences()
  const { data } = useSuspenseQuery(tripDetailsQueryOptions(id, lang))
  const { trip, ...around } = data.data
  const labels = useActivityLabels()
  const date = formatDay(trip.startDate, i18n.locale, 'long')
  const { name: center, city, countryName: country } = around.branch
  const activity = labels[trip.kind]
  const left = trip.availableSeats
  // The loader has put a liveaboard's answer in the cache. Its route's port and its own included and
  // extra lists replace the trip's general four lines and meeting point (a center's, not a marina).
  const liveaboard = useQuery({ ...liveaboardQueryOptions(id, lang), enabled: trip.kind === 'liveaboard' }).data?.data
  const described = liveaboard !== undefined && liveaboard.route !== null && liveaboard.extras.length > 0
  useDocumentHead(trip.name, t`${activity} with ${center} in ${city}, ${country}, from ${date}: dates, seats, what is included and the cancellation policy.`)
  return (
    <DeparturePage
      kind="trip"
      id={trip.tempTripId}
      departure={described ? { ...trip, included: [] } : trip}
      around={around}
      gallery={gallery}
      tag={labels[trip.kind]}
      facts={
        <>
          <div>
            <dt>{t`Starts`}</dt>
            <dd>
              <time dateTime={trip.startDate}>{date}</time>
            </dd>
          </div>
          <div>
            <dt>{t`Length`}</dt>
            <dd>
              <Plural value={trip.days} one="# day" other="# days" />
            </dd>
          </div>
          <div>
            <dt>{t`Dives`}</dt>
            <dd>{trip.numberOfDives > 0 ? <Plural value={trip.numberOfDives} one="# dive" other="# dives" /> : t`None`}</dd>
          </div>
          <div>
            <dt>{t`Seats`}</dt>
            <dd>
              <Plural value={trip.seatsTotal} one={`${left} of # seat left`} other={`${left} of # seats left`} />
            </dd>
          </div>
        </>
      }
    >
      {trip.kind === 'liveaboard' ? <LiveaboardSections id={trip.tempTripId} seatsLeft={left} /> : null}
    </DeparturePage>
  )
}
