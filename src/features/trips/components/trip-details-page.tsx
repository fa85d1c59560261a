import { Plural, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { formatDay } from '../../../../shared/format.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { useActivityLabels } from '../labels.ts'
import { tripDetailsQueryOptions } from '../api/trips.ts'
import type { GalleryPlace } from '../../../ui/photo-gallery.tsx'
import { DeparturePage } from './departure-page.tsx'

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
  useDocumentHead(trip.name, t`${activity} with ${center} in ${city}, ${country}, from ${date}: dates, seats, what is included and the cancellation policy.`)
  return (
    <DeparturePage
      kind="trip"
      id={trip.tempTripId}
      departure={trip}
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
    />
  )
}
