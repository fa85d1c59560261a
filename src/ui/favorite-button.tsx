import './ui.css'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import type { FavoriteKind } from '../../contract/favorites.ts'
import { keepFavoriteForSignIn, useFavoriteIds } from '../lib/favorites.ts'
import { queueWrite, usePendingWrites } from '../lib/outbox.ts'
import { setFavorite } from '../lib/writes.ts'
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
 * Idempotency-Key per tap). A visitor or guest is sent to sign in (told why) and comes back here with the item saved (SPEC §4).
 */
export function FavoriteButton({ kind, id, name, initial = false }: FavoriteButtonProps) {
  const { t } = useLingui()
  const session = useSession()
  const navigate = useNavigate()
  const href = useRouterState({ select: (state) => state.location.href })
  const userId = session?.role === 'diver' ? session.userId : null
  const ids = useFavoriteIds(userId)
  // A tap waits in the queue until the server has it (offline, until the network is back): the heart
  // shows the last one at once, and says it is not sent yet.
  const queued = usePendingWrites(setFavorite, userId)
    .filter((write) => write.kind === kind && write.id === id)
    .at(-1)
  const pressed = userId === null ? false : queued ? queued.favorite : ids ? ids[kind].includes(id) : initial

  const onClick = () => {
    if (userId === null) {
      // The sign-in screen says why it opened, and the mark is saved once there is an account.
      keepFavoriteForSignIn(kind, id)
      void navigate({ to: '/auth/signin', search: { redirect: href, reason: 'favorite' } })
      return
    }
    queueWrite(setFavorite, { kind, id, favorite: !pressed, userId })
  }
  return (
    <button
      type="button"
      className={`favorite-button ${pressed ? 'is-on' : ''} ${queued ? 'is-queued' : ''}`}
      title={queued ? t`Sent when you are back online` : undefined}
      aria-pressed={userId === null ? undefined : pressed}
      aria-label={userId === null ? t`Sign in to save ${name} to your favorites` : t`Save ${name} to favorites`}
      onClick={onClick}
    >
      <HeartIcon fill={pressed ? 'currentColor' : 'none'} />
      {queued ? <span className="visually-hidden"> ({t`sent when online`})</span> : null}
    </button>
  )
}
