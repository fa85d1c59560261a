import './ui.css'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import type { FavoriteKind } from '../../contract/favorites.ts'
import { useFavoriteIds, useSetFavorite } from '../lib/favorites.ts'
import { useSession } from '../lib/preferences-context.tsx'
import { HeartIcon } from './icons.tsx'

type FavoriteButtonProps = {
  kind: FavoriteKind
  id: number
  /** what is marked, for the button's accessible name */
  name: string
  /** the mark as the page's own answer had it, until the diver's marks arrive */
  initial?: boolean
}

/**
 * The heart: a signed-in diver's mark, set at once on screen and kept on the server (one
 * Idempotency-Key per tap). A visitor or guest is sent to sign in and comes back here (SPEC §4).
 */
export function FavoriteButton({ kind, id, name, initial = false }: FavoriteButtonProps) {
  const { t } = useLingui()
  const session = useSession()
  const navigate = useNavigate()
  const href = useRouterState({ select: (state) => state.location.href })
  const userId = session?.role === 'diver' ? session.userId : null
  const ids = useFavoriteIds(userId)
  const setFavorite = useSetFavorite()
  const pressed = userId === null ? false : ids ? ids[kind].includes(id) : initial

  const onClick = () => {
    if (userId === null) {
      void navigate({ to: '/auth/signin', search: { redirect: href } })
      return
    }
    setFavorite.mutate({ kind, id, favorite: !pressed, userId, idempotencyKey: crypto.randomUUID() })
  }
  return (
    <button
      type="button"
      className={`favorite-button ${pressed ? 'is-on' : ''}`}
      aria-pressed={userId === null ? undefined : pressed}
      aria-label={userId === null ? t`Sign in to save ${name} to your favourites` : t`Save ${name} to favourites`}
      onClick={onClick}
    >
      <HeartIcon fill={pressed ? 'currentColor' : 'none'} />
    </button>
  )
}
