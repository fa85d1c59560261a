import { createFileRoute } from '@tanstack/react-router'
import { BranchDirectoryPage } from '../../features/branches/components/branch-directory-page.tsx'

// SPEC §2.3: `diveCenters` lists dive centers; any other value lists freelancers.
export const Route = createFileRoute('/branch/list/$type')({
  component: function BranchListRoute() {
    const { type } = Route.useParams()
    return <BranchDirectoryPage type={type === 'diveCenters' ? 'diveCenters' : 'freelancers'} />
  },
})
