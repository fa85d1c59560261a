import { createFileRoute, redirect } from '@tanstack/react-router'

// SPEC §2.3: the empty path is the dive-center directory; one address for it keeps links and cache one.
export const Route = createFileRoute('/branch/')({
  beforeLoad: () => {
    throw redirect({ to: '/branch/list/$type', params: { type: 'diveCenters' }, replace: true })
  },
})
