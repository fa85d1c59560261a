import { createFileRoute, redirect } from '@tanstack/react-router'
import { BranchDetailPage } from '../../features/branches/components/branch-detail-page.tsx'

export const Route = createFileRoute('/branch/details/$type/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw redirect({ to: '/branch/list/$type', params: { type: 'diveCenters' }, replace: true })
  },
  component: function BranchDetailRoute() {
    const { id } = Route.useParams()
    return <BranchDetailPage branchId={Number(id)} />
  },
})
