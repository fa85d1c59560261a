import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BranchListItem } from '../../../../contract/branches.ts'
import { slugify } from '../../../lib/slug.ts'
import { BranchRatingAndPlace } from '../../../ui/branch-tile.tsx'
import { ImagesIcon, LanguageIcon } from '../../../ui/icons.tsx'

type BranchCardProps = {
  item: BranchListItem
  /** agency short names by logo address, for the logos' text alternatives */
  agencyNames: Map<string, string>
  /** the first card's photo is likely the largest paint: fetched at once, first */
  priority?: boolean
}

/**
 * One dive center or freelancer (SPEC §2.3): photo, name, rate (a star only when rated), place,
 * languages, agency logos, and 'See All Photos' / 'More Details', both opening the details.
 */
export function BranchCard({ item, agencyNames, priority = false }: BranchCardProps) {
  const { t } = useLingui()
  const params = { type: slugify(item.branchName), id: String(item.branchId) }
  return (
    <article className="branch-card">
      <Link to="/branch/details/$type/$id" params={params} className="branch-card-image" tabIndex={-1} aria-hidden="true">
        <img
          src={item.imageUrl}
          alt=""
          width="320"
          height="200"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </Link>
      <div className="branch-card-body">
        <h2 dir="auto">
          <Link to="/branch/details/$type/$id" params={params}>
            {item.branchName}
          </Link>
        </h2>
        <BranchRatingAndPlace item={item}>
          {item.languages.length > 0 ? (
            <li>
              <LanguageIcon /> <span className="visually-hidden">{t`Languages:`} </span>
              {item.languages.join(' · ')}
            </li>
          ) : null}
        </BranchRatingAndPlace>
        {item.organizationImages.length > 0 ? (
          <ul className="logo-row" aria-label={t`Training agencies`}>
            {item.organizationImages.map((url) => (
              <li key={url}>
                <img src={url} alt={agencyNames.get(url) ?? ''} width="32" height="32" loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="card-actions">
          <Link to="/branch/details/$type/$id" params={params} search={{ photo: 1 }} className="button button-small button-outline">
            <ImagesIcon /> {t`See All Photos`}
          </Link>
          <Link to="/branch/details/$type/$id" params={params} className="button button-small">{t`More Details`}</Link>
        </div>
      </div>
    </article>
  )
}
