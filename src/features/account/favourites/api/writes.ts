import type { QueryClient } from '@tanstack/react-query'
import { changed } from '../../../../lib/changes.ts'
import { type OfflineWrite, registerOfflineWrite } from '../../../../lib/offline-writes.ts'
import { queryRoots } from '../../../../lib/query-keys.ts'
import { accountKeys, type RemoveFavoriteVariables, removeFavoriteKey } from '../../api/keys.ts'

const calls = () => import('./write-calls.ts')

/**
 * Removing a favourite from the account's list may be done on a boat: it pauses offline and is sent
 * when the network is back, after a reload too. Registered at start-up, so this file stays small: the
 * call loads when the write is sent.
 */
export function registerFavouriteWrites(queryClient: QueryClient): void {
  const diverData = (variables: OfflineWrite | undefined) => (variables ? accountKeys.diver(variables.userId) : accountKeys.all)

  registerOfflineWrite(queryClient, removeFavoriteKey, {
    mutationFn: async (variables: RemoveFavoriteVariables) => (await calls()).removeFavorite(variables),
    request: async (variables) => (await calls()).removeFavoriteRequest(variables),
    ref: (variables) => variables.id,
    onSettled: (variables) => changed(queryClient, [diverData(variables), queryRoots.favorites]), // and the catalogue's hearts
  })
}
