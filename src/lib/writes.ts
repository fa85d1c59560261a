import * as v from 'valibot'
import type { Lang } from '../../contract/common.ts'
import { type FavoriteKind, setFavoritePath } from '../../contract/favorites.ts'
import { changeLanguagePath, SessionDataSchema } from '../../contract/session.ts'
import { sessionStore } from '../api/session.ts'
import { type DiverWrite, offlineWrite } from './offline-writes.ts'
import { diverKeys, queryRoots } from './query-keys.ts'

// The offline writes several features make (a feature's own are in its api/writes.ts): registered
// by src/offline-writes.ts like every other.

export type SetFavoriteVariables = DiverWrite & { kind: FavoriteKind; id: number; favorite: boolean }

/**
 * A heart, set or unset anywhere (a card, a details page, the account's list of favorites). Favorites/Set
 * sets a value, not a toggle, so a replay leaves the same state; writes leave in order, so a heart set
 * and unset offline ends unset.
 */
export const setFavorite = offlineWrite<SetFavoriteVariables>({
  kind: 'favorite',
  request: ({ kind, id, favorite }) => ({ path: setFavoritePath, body: { kind, id, favorite } }),
  ref: ({ id }) => id,
  // The hearts, and the account's list of favorites.
  changes: ({ userId }) => [queryRoots.favorites, diverKeys.favorites(userId)],
})

export type LanguageVariables = DiverWrite & { lang: Lang }

/**
 * SPEC §4: a signed-in diver's language is the account's too (Users/ChangeLanguage): the server writes
 * the diver's mail in it. Chosen offline, it waits like any write; only the last choice is sent.
 */
export const changeLanguage = offlineWrite<LanguageVariables>({
  kind: 'language',
  request: ({ lang }) => ({ method: 'GET', path: changeLanguagePath, query: { Lang: lang === 'en' ? 1 : 2 } }),
  ref: () => null,
  latestOnly: true,
  changes: () => [],
  // The session it answers carries the language: kept if it is still this diver's.
  onSent: ({ userId }, answer) => {
    const parsed = v.safeParse(SessionDataSchema, answer)
    if (parsed.success && parsed.output.userId === userId && sessionStore.get()?.userId === userId) sessionStore.set(parsed.output)
  },
})
