import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { slugify } from '../lib/slug.ts'
import { ChevronIcon } from './icons.tsx'

/** Trips › the center › this page: the trail of a departure's page and of a boat's. */
export function TripsBreadcrumb({ center, current }: { center: { name: string; id: number }; current: string }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumb">
      <ol>
        <li>
          <Link to="/trips">{t`Trips`}</Link>
          <ChevronIcon width="14" height="14" />
        </li>
        <li>
          <Link to="/branch/details/$type/$id" params={{ type: slugify(center.name), id: String(center.id) }} dir="auto">
            {center.name}
          </Link>
          <ChevronIcon width="14" height="14" />
        </li>
        <li>
          <span aria-current="page" dir="auto">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  )
}
