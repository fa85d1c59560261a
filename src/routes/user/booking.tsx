import { createFileRoute } from '@tanstack/react-router'
import { BookingsSection } from '../../features/account/components/account-sections.tsx'

export const Route = createFileRoute('/user/booking')({ component: BookingsSection })
