import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../../contract/common.ts'
import { getProfileDataPath, ProfileResponseSchema } from '../../../contract/users.ts'
import { api } from '../../api/client.ts'

export const accountKeys = {
  all: ['account'] as const,
  profile: (lang: Lang) => [...accountKeys.all, 'profile', lang] as const,
}

export const profileQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: accountKeys.profile(lang),
    queryFn: ({ signal }) => api.get(getProfileDataPath, ProfileResponseSchema, { signal }),
  })
