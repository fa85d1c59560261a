import { queryOptions, useMutation } from '@tanstack/react-query'
import type { Lang } from '../../../../contract/common.ts'
import { contactUsPath, ContactUsResponseSchema, getPageContentPath, PageContentResponseSchema, type ContactUsBody } from '../../../../contract/general.ts'
import { api } from '../../../api/client.ts'

export type ContentPage = 'about-us' | 'privacy-policy' | 'terms' | 'faqs'

export const pageKeys = {
  all: ['pages'] as const,
  content: (page: ContentPage, lang: Lang) => [...pageKeys.all, page, lang] as const,
}

export const pageContentQueryOptions = (page: ContentPage, lang: Lang) =>
  queryOptions({
    queryKey: pageKeys.content(page, lang),
    queryFn: ({ signal }) => api.get(getPageContentPath, PageContentResponseSchema, { query: { pageName: page, lang: lang === 'en' ? 1 : 2 }, signal }),
    staleTime: 60 * 60_000,
  })

/** One Idempotency-Key per submission, so a retried send files one ticket. */
export function useContactMutation() {
  return useMutation({
    mutationKey: ['pages', 'contact'],
    meta: { toastErrors: false }, // errors show on the form, next to their fields
    mutationFn: ({ body, key, lang }: { body: ContactUsBody; key: string; lang: Lang }) =>
      api.post(contactUsPath, ContactUsResponseSchema, { body, query: { lang: lang === 'en' ? 1 : 2 }, idempotencyKey: key }),
  })
}
