import '../branches.css'
import '../../../ui/detail.css'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { takesOnlineBookings } from '../../../../contract/departures.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { useStagedReveal } from '../../../lib/use-after-first-paint.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { type GalleryPlace, PhotoGallery } from '../../../ui/photo-gallery.tsx'
import { ReviewsSection } from '../../../ui/reviews-section.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { branchDetailQueryOptions } from '../api/branches.ts'
import { BoatsSection } from './boats-section.tsx'
import { BranchAbout } from './branch-about.tsx'
import { BranchHeader } from './branch-header.tsx'
import { BranchLocation } from './branch-location.tsx'
import { CoursesSection } from './courses-section.tsx'
import { LiveaboardsSection } from './liveaboards-section.tsx'
import { TripsSection } from './trips-section.tsx'

/** Plain text of the description's first line, for the meta description. */
const summary = (html: string) =>
  html
    .split(/<br\s*\/?>/i)[0]!
    .replace(/<[^>]*>/g, '')
    .trim()
    .slice(0, 160)

/** SPEC §2.3 branch detail, every section from one BranchDetail answer. */
export function BranchDetailPage({ branchId, gallery }: { branchId: number; gallery: GalleryPlace }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data } = useSuspenseQuery(branchDetailQueryOptions(branchId, lang))
  const detail = data.data
  const branch = detail.branchDetailsDto
  // Trips, courses, liveaboards and reviews are below the fold: built one by one after the first paint.
  const shown = useStagedReveal(4)
  useDocumentHead(branch.branchName, summary(branch.description) || t`Trips, courses and reviews of ${branch.branchName}.`)
  return (
    <article className="container page branch-detail">
      <BranchHeader branch={branch} hasReviews={detail.customerReviews.length > 0} />
      <PhotoGallery name={branch.branchName} images={[...new Set([branch.imageUrl, ...branch.images.map((image) => image.imageUrl)])]} {...gallery} />
      <div className="detail-columns">
        <BranchAbout branch={branch} />
        <BranchLocation branch={branch} />
      </div>
      {shown > 0 ? <TripsSection branch={branch} counts={detail} /> : <Skeleton height="600px" />}
      {shown > 1 ? <CoursesSection branch={branch} /> : null}
      {shown > 2 ? <LiveaboardsSection trips={branch.liveaboards} count={detail.liveaboardTripsCount} online={takesOnlineBookings(branch)} /> : null}
      {shown > 2 ? <BoatsSection boats={branch.boats} /> : null}
      {shown > 3 ? <ReviewsSection reviews={detail.customerReviews} /> : null}
    </article>
  )
}
