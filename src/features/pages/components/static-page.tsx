import '../pages.css'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { type ContentPage, pageContentQueryOptions } from '../api/pages.ts'
import type { StaticPageName } from '../static-pages.ts'
import { ContactPage } from './contact-page.tsx'

// DOMPurify loads with the first content page, not with the shell.
const SafeHtml = lazy(() => import('../../../ui/safe-html.tsx').then((module) => ({ default: module.SafeHtml })))

function ContentPageView({ page }: { page: ContentPage }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data, error, isPending, refetch } = useQuery(pageContentQueryOptions(page, lang))
  useDocumentHead(data?.data.title ?? '')
  return (
    <article className="container page prose">
      {isPending ? <p className="muted">{t`Loading…`}</p> : null}
      {error ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <>
          <h1>{data.data.title}</h1>
          <Suspense fallback={null}>
            <SafeHtml html={data.data.content} />
          </Suspense>
        </>
      ) : null}
    </article>
  )
}

export function StaticPage({ page }: { page: StaticPageName }) {
  return page === 'contact-us' ? <ContactPage /> : <ContentPageView page={page} />
}
