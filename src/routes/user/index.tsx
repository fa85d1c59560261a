import { createFileRoute } from '@tanstack/react-router'
import { ProfileSection } from '../../features/account/components/account-sections.tsx'

export const Route = createFileRoute('/user/')({ component: ProfileSection })
