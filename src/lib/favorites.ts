import { MutationObserver, type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  favoriteIdsPath,
  FavoriteIdsResponseSchema,
  type FavoriteIds,
  type FavoriteKind,
  favoriteKinds,
  setFavoritePath,
  SetFavoriteResponseSchema,
} from '../../contract/favorites.ts'
import { api } from '../api/client.ts'
import { sessionStore } from '../api/session.ts'
import { changed } from './changes.ts'
import { diverKeys, queryRoots } from './query-keys.ts'
import { registerOfflineWrite } from './offline-writes.ts'

/** Every key carries the diver's id: one diver's marks never show for another on a shared device. */
export const favoriteKeys = {
  all: queryRoots.favorites,
  ids: (userId: number) => [...favoriteKeys.all, 'ids', userId] as const,
}

export const favoriteIdsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: favoriteKeys.ids(userId),
    queryFn: ({ signal }) => api.get(favoriteIdsPath, FavoriteIdsResponseSchema, { signal }),
    // A few bytes: asked again on every page that shows a heart, so a mark set on another device (or
    // just before a reload the persisted copy had not caught) is right within one request.
    staleTime: 0,
  })

/** The diver's marks (undefined for a visitor, or until they arrive). */
export function useFavoriteIds(userId: number | null): FavoriteIds | undefined {
  const { data } = useQuery({ ...favoriteIdsQueryOptions(userId ?? 0), enabled: userId !== null })
  return userId === null ? undefined : data?.data
}

export type SetFavoriteVariables = { kind: FavoriteKind; id: number; favorite: boolean; userId: number; idempotencyKey: string }
export const setFavoriteKey = [...favoriteKeys.all, 'set'] as const

/**
 * The heart goes through the one queue of offline writes (lib/offline-writes.ts): made offline it
 * waits, shows as pending (after a reload too), and leaves with its Idempotency-Key when the network
 * returns, by the service worker or the app (Favorites/Set sets a value, so a replay leaves the same state).
 */
export function registerFavoriteMutation(queryClient: QueryClient): void {
  registerOfflineWrite<SetFavoriteVariables, unknown>(queryClient, setFavoriteKey, {
    mutationFn: ({ kind, id, favorite, idempotencyKey }) =>
      api.post(setFavoritePath, SetFavoriteResponseSchema, { body: { kind, id, favorite }, idempotencyKey }),
    request: ({ kind, id, favorite }) => Promise.resolve({ path: setFavoritePath, body: { kind, id, favorite } }),
    ref: ({ id }) => id,
    // The hearts, and the account's list of favourites.
    onSettled: (variables) => changed(queryClient, variables ? [favoriteKeys.all, diverKeys.favorites(variables.userId)] : [favoriteKeys.all]),
  })
  // A visitor's heart is kept until they sign in or sign up in this tab, then saved for them. It is
  // forgotten only once the server answered, so a page left before that sends it again on the next start.
  let sending = false // a refreshed session is set again: one request is enough
  const saveKept = () => {
    const session = sessionStore.get()
    const kept = session?.role === 'diver' && !sending ? readKeptFavorite() : null
    if (!session || session.userId === null || !kept) return
    sending = true
    const variables: SetFavoriteVariables = { ...kept, favorite: true, userId: session.userId, idempotencyKey: crypto.randomUUID() }
    // The write retries a network failure by itself; it settles on the server's answer.
    const settled = () => {
      sending = false
      forgetKeptFavorite()
    }
    new MutationObserver<unknown, Error, SetFavoriteVariables>(queryClient, { mutationKey: setFavoriteKey }).mutate(variables).then(settled, settled)
  }
  saveKept()
  sessionStore.subscribe(saveKept)
}

const keptKey = 'reefline-favorite-after-sign-in'
const KeptSchema = v.object({ kind: v.picklist(favoriteKinds), id: v.number() })

/** A visitor tapped a heart: it is saved once they have an account in this tab (see registerFavoriteMutation). */
export function keepFavoriteForSignIn(kind: FavoriteKind, id: number): void {
  try {
    sessionStorage.setItem(keptKey, JSON.stringify({ kind, id }))
  } catch {
    // storage refused: the visitor taps the heart again after signing in
  }
}

function readKeptFavorite(): v.InferOutput<typeof KeptSchema> | null {
  try {
    const raw = sessionStorage.getItem(keptKey)
    const parsed = raw ? v.safeParse(KeptSchema, JSON.parse(raw)) : null
    return parsed?.success ? parsed.output : null
  } catch {
    return null
  }
}

function forgetKeptFavorite(): void {
  try {
    sessionStorage.removeItem(keptKey)
  } catch {
    // nothing kept
  }
}

function withMark(ids: FavoriteIds, kind: FavoriteKind, id: number, favorite: boolean): FavoriteIds {
  const rest = ids[kind].filter((value) => value !== id)
  return { ...ids, [kind]: favorite ? [...rest, id] : rest }
}

/** Sets a mark at once on screen (optimistic) and puts it back if the server refuses. */
export function useSetFavorite() {
  const queryClient = useQueryClient()
  return useMutation<unknown, Error, SetFavoriteVariables, { previous: unknown }>({
    mutationKey: setFavoriteKey,
    onMutate: async ({ kind, id, favorite, userId }) => {
      const key = favoriteKeys.ids(userId)
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData(key)
      queryClient.setQueryData(
        key,
        (old: { data: FavoriteIds } | undefined) =>
          ({ ...old, data: withMark(old?.data ?? { branch: [], trip: [], course: [] }, kind, id, favorite) }) as typeof old,
      )
      return { previous }
    },
    onError: (_error, { userId }, context) => queryClient.setQueryData(favoriteKeys.ids(userId), context?.previous),
  })
}
