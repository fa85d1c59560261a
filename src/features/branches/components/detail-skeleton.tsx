import '../branches.css'
import '../../../ui/detail.css'
import { LoadingPage } from '../../../ui/loading-page.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'

/** The detail page's shape while it loads: breadcrumb, title, the photo grid, text and the map box. */
export function DetailSkeleton() {
  return (
    <LoadingPage className="container page branch-detail">
      <Skeleton width="16ch" />
      <Skeleton width="24ch" height="2.4rem" />
      <Skeleton width="30ch" />
      <div className="gallery">
        <Skeleton className="gallery-placeholder" height="100%" />
      </div>
      <div className="detail-columns">
        <div>
          <Skeleton width="8ch" height="1.5rem" />
          <Skeleton lines={5} />
        </div>
        <div>
          <Skeleton width="8ch" height="1.5rem" />
          <Skeleton height="260px" />
        </div>
      </div>
    </LoadingPage>
  )
}
