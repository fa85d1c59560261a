import '../../../ui/filters.css'
import '../trips.css'
import './trips-filters.css'
import { LoadingPage } from '../../../ui/loading-page.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'

/**
 * The trips area's shape while a month loads: title, month bar, the filters beside the results on a
 * wide screen (a Filters button and the sort above them on a phone) and a grid of cards.
 */
export function TripsSkeleton() {
  return (
    <LoadingPage className="container page trips-area">
      <Skeleton width="14ch" height="2.2rem" />
      <div className="month-nav">
        <Skeleton height="36px" />
      </div>
      <div className="trips-layout">
        <div className="trips-aside trips-aside-skeleton">
          <div className="trips-filters">
            <Skeleton lines={6} />
          </div>
        </div>
        <div className="trips-results">
          <div className="trips-toolbar">
            <Skeleton width="10ch" height="44px" />
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
        </div>
      </div>
    </LoadingPage>
  )
}
