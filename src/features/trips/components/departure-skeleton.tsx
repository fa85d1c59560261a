import '../../../ui/detail.css'
import '../trips.css'
import { LoadingPage } from '../../../ui/loading-page.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'

/** A trip's or course's page while it loads: breadcrumb, title, the photo grid, facts and the booking box. */
export function DepartureSkeleton() {
  return (
    <LoadingPage className="container page departure-detail">
      <Skeleton width="20ch" />
      <Skeleton width="26ch" height="2.4rem" />
      <div className="gallery">
        <Skeleton className="gallery-placeholder" height="100%" />
      </div>
      <div className="departure-columns">
        <div>
          <Skeleton height="5rem" />
          <Skeleton width="12ch" height="1.5rem" />
          <Skeleton lines={4} />
        </div>
        <div className="book-box">
          <Skeleton height="10rem" />
        </div>
      </div>
    </LoadingPage>
  )
}
