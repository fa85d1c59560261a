import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { favoriteIdsPath, FavoriteIdsResponseSchema, type FavoriteIds, type FavoriteKind, favoriteKinds } from '../../contract/favorites.ts'
import { api } from '../api/client.ts'
import { sessionStore } from '../api/session.ts'
import { queueWrite } from './outbox.ts'
import { queryRoots } from './query-keys.ts'
import { setFavorite } from './writes.ts'

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

/**
 * A visitor's heart is kept until they sign in or sign up in this tab, then queued for them (lib/writes.ts
 * `setFavorite`): once in the outbox it is the diver's like any other write, sent now or after a
 * restart, so the kept copy is forgotten as soon as it is queued.
 */
export function saveKeptFavorite(): void {
  const save = () => {
    const session = sessionStore.get()
    const kept = session?.role === 'diver' ? readKeptFavorite() : null
    if (!session || session.userId === null || !kept) return
    forgetKeptFavorite()
    queueWrite(setFavorite, { ...kept, favorite: true, userId: session.userId })
  }
  save()
  sessionStore.subscribe(save)
}

const keptKey = 'reefline-favorite-after-sign-in'
const KeptSchema = v.object({ kind: v.picklist(favoriteKinds), id: v.number() })

/** A visitor tapped a heart: it is saved once they have an account in this tab (see saveKeptFavorite). */
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
