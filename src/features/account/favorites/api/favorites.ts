import { queryOptions } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../../../contract/common.ts'
import { favoritesListPath, FavoritesListResponseSchema } from '../../../../../contract/favorites.ts'
import { api } from '../../../../api/client.ts'
import { accountKeys } from '../../api/keys.ts'

export const favoritesQueryOptions = (userId: number, lang: Lang) =>
  queryOptions({
    queryKey: accountKeys.favorites(userId, lang),
    queryFn: ({ signal }) => api.get(favoritesListPath, FavoritesListResponseSchema, { query: { lang: langCode[lang] }, signal }),
    meta: { owner: userId },
  })
