import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { InitializeResponseSchema, initializePath } from '../../contract/settings.ts'
import { api } from '../api/client.ts'

export const shellKeys = {
  all: ['shell'] as const,
  initialize: (lang: Lang, userId: number | null) => [...shellKeys.all, 'initialize', lang, userId] as const,
}

/** Settings/Intialize: the notification badge follows `metaData.showFlag` (SPEC §4); the booking screen names the payment provider. */
export const initializeQueryOptions = (lang: Lang, userId: number | null) =>
  queryOptions({
    queryKey: shellKeys.initialize(lang, userId),
    queryFn: ({ signal }) => api.post(initializePath, InitializeResponseSchema, { query: { Lang: lang === 'en' ? 1 : 2, lastNotificationNumber: 0 }, signal }),
    staleTime: 60_000,
  })
