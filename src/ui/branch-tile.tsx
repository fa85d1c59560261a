import './ui.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { BranchListItem } from '../../contract/branches.ts'
import { slugify } from '../lib/slug.ts'
import { PinIcon } from './icons.tsx'
import { Stars } from './stars.tsx'

/**
 * What every dive center card says under its name, the short tile and the directory's card alike: its
 * rating (or that it has none yet) and its place, then whatever more the card lists (`children`, list items).
 */
export function BranchRatingAndPlace({ item, children }: { item: BranchListItem; children?: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      {item.rate !== null ? <Stars value={item.rate} /> : <p className="muted small">{t`No ratings yet`}</p>}
      <ul className="meta-list">
        <li>
          <PinIcon />{' '}
          <span dir="auto">
            {item.countryName} / {item.city}
          </span>
        </li>
        {children}
      </ul>
    </>
  )
}

/**
 * A dive center in a short list (the home's popular centers, a country's or an agency's centers):
 * photo, name, rating and place, linking to branch/details/{name}/{branchId}.
 */
export function BranchTile({ item }: { item: BranchListItem }) {
  return (
    <article className="trip-card branch-tile">
      <img src={item.imageUrl} alt="" width="320" height="180" loading="lazy" decoding="async" />
      <div className="trip-card-body">
        <h3 dir="auto">
          <Link to="/branch/details/$type/$id" params={{ type: slugify(item.branchName), id: String(item.branchId) }}>
            {item.branchName}
          </Link>
        </h3>
        <BranchRatingAndPlace item={item} />
      </div>
    </article>
  )
}

/** A page's short list of dive centers (a country's, an agency's) as a grid of tiles, or what it says when there is none. */
export function BranchTileGrid({ items, empty }: { items: BranchListItem[]; empty: string }) {
  return items.length > 0 ? (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.branchId}>
          <BranchTile item={item} />
        </li>
      ))}
    </ul>
  ) : (
    <p className="muted">{empty}</p>
  )
}
