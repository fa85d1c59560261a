import { createFileRoute } from '@tanstack/react-router'
import { BranchDirectoryPage } from '../../features/branches/components/branch-directory-page.tsx'

// SPEC §2.3: the empty path is the dive-center directory.
export const Route = createFileRoute('/branch/')({ component: () => <BranchDirectoryPage type="diveCenters" /> })
