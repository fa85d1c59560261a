import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BranchDetailsDto } from '../../../../contract/branches.ts'
import { FavoriteButton } from '../../../ui/favorite-button.tsx'
import { ChevronIcon, PinIcon } from '../../../ui/icons.tsx'
import { REVIEWS_ID } from '../../../ui/reviews-section.tsx'
import { Stars } from '../../../ui/stars.tsx'

/** The reviews come last and are built just after the first paint: wait a few frames for them if needed. */
function scrollToReviews(frames = 60) {
  const target = document.getElementById(REVIEWS_ID)
  if (!target) {
    if (frames > 0) requestAnimationFrame(() => scrollToReviews(frames - 1))
    return
  }
  target.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  target.focus({ preventScroll: true })
}

/** Breadcrumb, name in the page's language and the other, the heart, rate and place (SPEC §2.3). */
export function BranchHeader({ branch, hasReviews }: { branch: BranchDetailsDto; hasReviews: boolean }) {
  const { t } = useLingui()
  return (
    <header className="detail-header">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <ol>
          <li>
            <Link to="/branch/list/$type" params={{ type: 'diveCenters' }}>{t`Dive Centers`}</Link>
            <ChevronIcon width="14" height="14" />
          </li>
          <li>
            <span aria-current="page" dir="auto">
              {branch.branchName}
            </span>
          </li>
        </ol>
      </nav>
      <div className="detail-title">
        <h1 dir="auto">{branch.branchName}</h1>
        <FavoriteButton kind="branch" id={branch.branchId} name={branch.branchName} initial={branch.isFavorite} />
      </div>
      <p className="detail-other-name">
        <span lang={branch.otherLang} dir="auto">
          {branch.branchNameOther}
        </span>
      </p>
      <div className="detail-facts">
        {branch.rate !== null ? <Stars value={branch.rate} /> : <span className="muted">{t`No ratings yet`}</span>}
        {hasReviews ? (
          <a
            href={`#${REVIEWS_ID}`}
            onClick={(event) => {
              event.preventDefault()
              scrollToReviews()
            }}
          >
            {t`View all reviews`}
          </a>
        ) : null}
        <span className="detail-place">
          <PinIcon />{' '}
          <span dir="auto">
            {branch.countryName} / {branch.city}
          </span>
        </span>
      </div>
    </header>
  )
}
