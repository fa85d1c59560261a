import { createFileRoute, redirect } from '@tanstack/react-router'
import { StaticPage } from '../../features/pages/components/static-page.tsx'
import { isStaticPage } from '../../features/pages/static-pages.ts'
import { loadCatalog } from '../../lib/i18n.ts'

export const Route = createFileRoute('/pages/$page')({
  beforeLoad: ({ params }) => {
    if (!isStaticPage(params.page)) throw redirect({ to: '/', replace: true })
  },
  // The contact page's words are the shell's later words (src/lib/i18n.ts), not the first load's.
  loader: () => loadCatalog('shell'),
  component: function StaticPageRoute() {
    const { page } = Route.useParams()
    return <StaticPage page={isStaticPage(page) ? page : 'about-us'} />
  },
})
