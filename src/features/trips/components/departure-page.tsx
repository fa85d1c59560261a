import '../../../ui/detail.css'
import '../trips.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { departureState, nextBookable, takesOnlineBookings } from '../../../../contract/departures.ts'
import type { TripDetails } from '../../../../contract/trips.ts'
import { formatDay } from '../../../../shared/format.ts'
import { slugify } from '../../../lib/slug.ts'
import { useStagedReveal } from '../../../lib/use-after-first-paint.ts'
import { FavoriteButton } from '../../../ui/favorite-button.tsx'
import { CenterContactList } from '../../../ui/center-contacts.tsx'
import { CalendarIcon, PinIcon } from '../../../ui/icons.tsx'
import { LocationMap } from '../../../ui/location-map.tsx'
import { type GalleryPlace, PhotoGallery } from '../../../ui/photo-gallery.tsx'
import { Price } from '../../../ui/price.tsx'
import { ReviewsSection } from '../../../ui/reviews-section.tsx'
import { TripsBreadcrumb } from '../../../ui/trips-breadcrumb.tsx'
import { Stars } from '../../../ui/stars.tsx'
import { departureLink, type DepartureKind, NextDateLink, useClosedLabel } from '../../../ui/trip-buy.tsx'
import { CancellationPolicy } from './cancellation-policy.tsx'
import type { Requirements } from '../../../../contract/travellers.ts'
import { RequirementsList } from '../../../ui/requirements.tsx'

/** What a trip's and a course date's pages share (the `aroundEntries` of contract/trips.ts and the departure). */
type Around = Omit<TripDetails, 'trip'>
type Departure = {
  name: string
  startDate: string
  availableSeats: number
  seatsTotal: number
  price: number
  netPrice: number
  currency: string
  included: string[]
  meetingPoint: string
  requirements: Requirements
}

type DeparturePageProps = {
  kind: DepartureKind
  id: number
  departure: Departure
  around: Around
  /** the open photo, kept in the page's address */
  gallery: GalleryPlace
  /** the line above the name: the activity, or the agency and level */
  tag: string
  /** days, dives, level… as `<div><dt/><dd/></div>` pairs */
  facts: ReactNode
  /** a course's description and agency */
  children?: ReactNode
}

/**
 * The price, date and seats, and Book Now while the departure can be booked (contract/departures.ts,
 * with this device's clock: a page kept open past midnight stops offering today's). Otherwise why it
 * cannot, and its next date that can (a later one: never a date before its own). A center that takes
 * no online booking is booked through its telephones, WhatsApp and e-mail, shown in place of Book Now.
 */
function BookBox({ kind, id, departure, around }: { kind: DepartureKind; id: number; departure: Departure; around: Around }) {
  const { t, i18n } = useLingui()
  const seats = departure.availableSeats
  const state = departureState(departure)
  const closedLabel = useClosedLabel()
  const next = nextBookable(around.otherDates, Date.now(), departure.startDate)
  const { branch } = around
  return (
    <aside className="book-box" id="book" aria-labelledby="book-title">
      <h2 id="book-title" className="visually-hidden">{t`Book`}</h2>
      <p className="price-line book-price">
        {departure.price !== departure.netPrice ? <Price amount={departure.price} currency={departure.currency} was /> : null}
        <Price amount={departure.netPrice} currency={departure.currency} />
        <span className="muted small">{t`per person`}</span>
      </p>
      <p className="book-date">
        <CalendarIcon /> <time dateTime={departure.startDate}>{formatDay(departure.startDate, i18n.locale, 'long')}</time>
      </p>
      <p className={state === 'open' ? 'book-seats' : 'sold-out'}>
        {state === 'open' ? <Plural value={seats} one="# seat left" other="# seats left" /> : closedLabel(state)}
      </p>
      {state !== 'open' ? (
        <>
          <p className="muted">{state === 'departed' ? t`This departure has left and can no longer be booked.` : t`No seats are left on this date.`}</p>
          <NextDateLink kind={kind} name={departure.name} next={next ?? undefined} after={departure.startDate} />
        </>
      ) : takesOnlineBookings(branch) ? (
        <Link to="/booking/$kind/$id" params={{ kind, id: String(id) }} className="button book-now">{t`Book Now`}</Link>
      ) : (
        <>
          <p className="book-offline">{t`This dive center takes no bookings on Reefline. Contact it to book this date:`}</p>
          <CenterContactList center={branch} address={[branch.city, branch.countryName]} />
        </>
      )}
    </aside>
  )
}

function OtherDates({ kind, name, dates }: { kind: DepartureKind; name: string; dates: Around['otherDates'] }) {
  const { t, i18n } = useLingui()
  const closedLabel = useClosedLabel()
  return (
    <section className="detail-section" aria-labelledby="dates-title">
      <h2 id="dates-title">{t`Other dates`}</h2>
      {dates.length === 0 ? (
        <p className="muted">{t`No other dates are scheduled yet.`}</p>
      ) : (
        <ul className="other-dates">
          {dates.map((date) => {
            const state = departureState(date)
            return (
              <li key={date.id}>
                <Link {...departureLink(kind, name, date.id)} className="other-date">
                  <span className="other-date-day">
                    <CalendarIcon /> <time dateTime={date.startDate}>{formatDay(date.startDate, i18n.locale)}</time>
                  </span>
                  <span className={state === 'open' ? 'muted' : 'sold-out'}>
                    {state === 'open' ? <Plural value={date.availableSeats} one="# seat left" other="# seats left" /> : closedLabel(state)}
                  </span>
                  <span className="price-line">
                    {date.price !== date.netPrice ? <Price amount={date.price} currency={date.currency} was /> : null}
                    <Price amount={date.netPrice} currency={date.currency} />
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function Provider({ branch }: { branch: Around['branch'] }) {
  const { t } = useLingui()
  return (
    <section className="detail-section" aria-labelledby="provider-title">
      <h2 id="provider-title">{t`Run by`}</h2>
      <div className="provider-card">
        <img src={branch.imageUrl} alt="" width="96" height="96" loading="lazy" />
        <div>
          <h3 dir="auto">
            <Link to="/branch/details/$type/$id" params={{ type: slugify(branch.name), id: String(branch.branchId) }}>
              {branch.name}
            </Link>
          </h3>
          {branch.rate !== null ? <Stars value={branch.rate} /> : <span className="muted">{t`No ratings yet`}</span>}
          <p className="detail-place">
            <PinIcon />{' '}
            <span dir="auto">
              {branch.countryName} / {branch.city}
            </span>
          </p>
          {branch.organizations.length > 0 ? (
            <p className="agency-list">
              {branch.organizations.map((agency) => (
                <Link
                  key={agency.organizationId}
                  to="/organization/details/$name/$id"
                  params={{ name: slugify(agency.shortName), id: String(agency.organizationId) }}
                  lang="en"
                >
                  {agency.shortName}
                </Link>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <LocationMap lat={branch.lat} lng={branch.lng} name={branch.name} unplaced={t`This dive center has not placed itself on the map yet.`} />
    </section>
  )
}

/** A trip's or course date's page (SPEC §2.3 link targets): photos, facts, booking box, dates, policy, center, reviews. */
export function DeparturePage({ kind, id, departure, around, gallery, tag, facts, children }: DeparturePageProps) {
  const { t } = useLingui()
  // The center, its map and the reviews are below the fold: built after the first paint.
  const shown = useStagedReveal(2)
  return (
    <article className="container page departure-detail">
      <header className="detail-header">
        <TripsBreadcrumb center={{ name: around.branch.name, id: around.branch.branchId }} current={departure.name} />
        <p className="trip-card-tag">{tag}</p>
        <div className="detail-title">
          <h1 dir="auto">{departure.name}</h1>
          <FavoriteButton kind={kind} id={id} name={departure.name} initial={around.isFavorite} />
        </div>
      </header>
      <PhotoGallery name={departure.name} images={around.gallery} {...gallery} />
      <div className="departure-columns">
        <div className="departure-main">
          <dl className="departure-facts">{facts}</dl>
          {children}
          {departure.included.length > 0 ? (
            <section className="detail-section" aria-labelledby="included-title">
              <h2 id="included-title">{t`What is included`}</h2>
              <ul className="included-list">
                {departure.included.map((item) => (
                  <li key={item} dir="auto">
                    {item}
                  </li>
                ))}
              </ul>
              <p>
                <strong>{t`Meeting point:`}</strong> <span dir="auto">{departure.meetingPoint}</span>
              </p>
            </section>
          ) : null}
          <section className="detail-section" aria-labelledby="requirements-title">
            <h2 id="requirements-title">{t`Who can join`}</h2>
            <RequirementsList requirements={departure.requirements} headingId="requirements-title" />
          </section>
          <OtherDates kind={kind} name={departure.name} dates={around.otherDates} />
          <CancellationPolicy policy={around.policy} startDate={departure.startDate} center={around.branch} />
        </div>
        <BookBox kind={kind} id={id} departure={departure} around={around} />
      </div>
      {shown > 0 ? <Provider branch={around.branch} /> : null}
      {shown > 1 ? <ReviewsSection reviews={around.reviews} /> : null}
    </article>
  )
}
