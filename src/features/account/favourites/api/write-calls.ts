import { setFavoritePath, SetFavoriteResponseSchema } from '../../../../../contract/favorites.ts'
import { api } from '../../../../api/client.ts'
import type { WriteRequest } from '../../../../lib/outbox.ts'
import type { RemoveFavoriteVariables } from '../../api/keys.ts'

// The call behind removing a favourite from the account's list: loaded when the write is sent, not
// with the first page. The request is the one the service worker sends from the outbox too (lib/outbox.ts).

// Favorites/Set sets a value (not a toggle), so a replay leaves the same state.
export const removeFavoriteRequest = ({ kind, id }: RemoveFavoriteVariables): WriteRequest => ({ path: setFavoritePath, body: { kind, id, favorite: false } })
export const removeFavorite = (variables: RemoveFavoriteVariables) => {
  const { path, body } = removeFavoriteRequest(variables)
  return api.post(path, SetFavoriteResponseSchema, { body, idempotencyKey: variables.idempotencyKey })
}
