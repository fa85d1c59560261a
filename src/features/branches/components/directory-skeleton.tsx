import '../branches.css'
import '../../../ui/filters.css'
import { LoadingPage } from '../../../ui/loading-page.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'

/** The directory's shape while its first page loads: title, tabs, filters and ten cards. */
export function DirectorySkeleton() {
  return (
    <LoadingPage className="container page directory">
      <Skeleton width="12ch" height="2.2rem" />
      <div className="tab-list skeleton-tabs">
        <Skeleton width="100%" height="44px" />
      </div>
      <div className="filters">
        <Skeleton height="44px" />
      </div>
      <Skeleton width="14ch" />
      <ul className="branch-list">
        {Array.from({ length: 10 }, (_, index) => (
          <li key={index}>
            <div className="branch-card">
              <Skeleton className="branch-card-image" height="100%" />
              <div className="branch-card-body">
                <Skeleton width="60%" height="1.4rem" />
                <Skeleton lines={3} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </LoadingPage>
  )
}
