import { createFileRoute, redirect } from '@tanstack/react-router'
import { StaticPage } from '../../features/pages/components/static-page.tsx'
import { isStaticPage } from '../../features/pages/static-pages.ts'

export const Route = createFileRoute('/pages/$page')({
  beforeLoad: ({ params }) => {
    if (!isStaticPage(params.page)) throw redirect({ to: '/', replace: true })
  },
  component: function StaticPageRoute() {
    const { page } = Route.useParams()
    return <StaticPage page={isStaticPage(page) ? page : 'about-us'} />
  },
})
