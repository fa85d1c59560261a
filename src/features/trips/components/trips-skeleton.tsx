import '../../../ui/filters.css'
import '../trips.css'
import { LoadingPage } from '../../../ui/loading-page.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'

/** The trips area's shape while a month loads: title, month bar, filters and a grid of cards. */
export function TripsSkeleton() {
  return (
    <LoadingPage className="container page trips-area">
      <Skeleton width="14ch" height="2.2rem" />
      <div className="month-nav">
        <Skeleton height="36px" />
      </div>
      <div className="filters">
        <Skeleton height="44px" />
      </div>
      <Skeleton width="14ch" />
      <ul className="trip-grid">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <div className="trip-card">
              <Skeleton height="auto" className="trip-card-image-skeleton" />
              <div className="trip-card-body">
                <Skeleton width="70%" height="1.2rem" />
                <Skeleton lines={4} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </LoadingPage>
  )
}
