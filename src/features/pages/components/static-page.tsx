import { useLingui } from '@lingui/react/macro'
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx'

export const staticPages = ['about-us', 'privacy-policy', 'terms', 'contact-us', 'faqs'] as const
export type StaticPageName = (typeof staticPages)[number]
export const isStaticPage = (name: string): name is StaticPageName => (staticPages as readonly string[]).includes(name)

export function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useLingui()
  const titles: Record<StaticPageName, string> = {
    'about-us': t`About us`,
    'privacy-policy': t`Privacy Policy`,
    terms: t`Terms & Conditions`,
    'contact-us': t`Contact us`,
    faqs: t`FAQs`,
  }
  return (
    <PagePlaceholder title={titles[page]}>
      {page === 'contact-us'
        ? t`Our customer service team answers every message within one working day.`
        : t`This page's content is on its way.`}
    </PagePlaceholder>
  )
}
