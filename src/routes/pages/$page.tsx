import { createFileRoute, redirect } from '@tanstack/react-router'
import { isStaticPage, StaticPage } from '../../features/pages/components/static-page.tsx'

export const Route = createFileRoute('/pages/$page')({
  beforeLoad: ({ params }) => {
    if (!isStaticPage(params.page)) throw redirect({ to: '/', replace: true })
  },
  component: function StaticPageRoute() {
    const { page } = Route.useParams()
    return <StaticPage page={isStaticPage(page) ? page : 'about-us'} />
  },
})
