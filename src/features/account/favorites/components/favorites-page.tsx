import '../../account-sheets.ts'
import '../favorites.css'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { FavoriteItem } from '../../../../../contract/favorites.ts'
import { queueWrite, usePendingWrites } from '../../../../lib/outbox.ts'
import { setFavorite } from '../../../../lib/writes.ts'
import { slugify } from '../../../../lib/slug.ts'
import { HeartIcon } from '../../../../ui/icons.tsx'
import { Price } from '../../../../ui/price.tsx'
import { SavedNotice } from '../../../../ui/saved-notice.tsx'
import { formatDay } from '../../../../../shared/format.ts'
import { useDiver } from '../../hooks/use-diver.ts'
import { favoritesQueryOptions } from '../api/favorites.ts'
import { PathLink } from '../../components/path-link.tsx'

/** The SPEC §2.3 link target of a favorite. */
function hrefOf(item: FavoriteItem): string {
  const name = encodeURIComponent(slugify(item.name))
  if (item.kind === 'branch') return `/branch/details/${name}/${item.id}`
  return item.kind === 'course' ? `/trips/course/${name}/${item.id}` : `/trips/tripDetails/${name}/${item.id}`
}

/**
 * Favorites (/user/favorite-courses, designed here): the dive centers, trips and course dates a
 * diver marked, newest first, each removable — offline too (sent when the network is back).
 */
export function FavoritesPage() {
  const { t, i18n } = useLingui()
  const { userId, lang } = useDiver()
  const query = useSuspenseQuery(favoritesQueryOptions(userId, lang))
  // A heart unset here or anywhere else, still on its way: the item has gone from the list (the last
  // tap counts: set again, it is back).
  const queued = usePendingWrites(setFavorite, userId)
  const removed = (item: FavoriteItem) => queued.filter((write) => write.kind === item.kind && write.id === item.id).at(-1)?.favorite === false
  const items = query.data.data.filter((item) => !removed(item))
  const kinds = { branch: t`Dive center`, trip: t`Trip`, course: t`Course` }
  const kindOf = (item: FavoriteItem) => (item.kind === 'branch' && item.freelancer ? t`Freelance instructor` : kinds[item.kind])

  return (
    <section aria-labelledby="favorites-title">
      <h1 id="favorites-title">{t`Favorites`}</h1>
      <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
      {items.length === 0 ? (
        <p className="empty-state">{t`Nothing saved yet. Tap the heart on a dive center, trip or course to keep it here.`}</p>
      ) : (
        <ul className="favorite-grid">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="card favorite-card">
              <img src={item.imageUrl} alt="" className="favorite-image" loading="lazy" />
              <div className="favorite-body">
                <p className="muted card-kicker">
                  {kindOf(item)}
                  {item.startDate ? ` · ${formatDay(item.startDate, i18n.locale)}` : ''}
                </p>
                <h2 className="card-title">
                  <PathLink href={hrefOf(item)} className="row-title">
                    <bdi>{item.name}</bdi>
                  </PathLink>
                </h2>
                <p className="muted">
                  <bdi>{item.subtitle}</bdi>
                </p>
                {item.netPrice !== null && item.currency ? (
                  <p className="card-price">
                    <Price amount={item.netPrice} currency={item.currency} />
                  </p>
                ) : null}
                {!item.available ? <p className="chip-status status-completed">{t`No longer available`}</p> : null}
              </div>
              <button
                type="button"
                className="button button-small button-outline favorite-remove"
                onClick={() => queueWrite(setFavorite, { userId, kind: item.kind, id: item.id, favorite: false })}
              >
                <HeartIcon fill="currentColor" /> {t`Remove`}
                <span className="visually-hidden">: {item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
