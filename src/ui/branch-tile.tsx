import './ui.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BranchListItem } from '../../contract/branches.ts'
import { slugify } from '../lib/slug.ts'
import { PinIcon } from './icons.tsx'
import { Stars } from './stars.tsx'

/**
 * A dive center in a short list (the home's popular centers, a country's or an agency's centers):
 * photo, name, rating and place, linking to branch/details/{name}/{branchId}.
 */
export function BranchTile({ item }: { item: BranchListItem }) {
  const { t } = useLingui()
  return (
    <article className="trip-card branch-tile">
      <img src={item.imageUrl} alt="" width="320" height="180" loading="lazy" decoding="async" />
      <div className="trip-card-body">
        <h3 dir="auto">
          <Link to="/branch/details/$type/$id" params={{ type: slugify(item.branchName), id: String(item.branchId) }}>
            {item.branchName}
          </Link>
        </h3>
        {item.rate !== null ? <Stars value={item.rate} /> : <p className="muted small">{t`No ratings yet`}</p>}
        <ul className="meta-list">
          <li>
            <PinIcon />{' '}
            <span dir="auto">
              {item.countryName} / {item.city}
            </span>
          </li>
        </ul>
      </div>
    </article>
  )
}
