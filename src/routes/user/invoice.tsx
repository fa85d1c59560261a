import { createFileRoute } from '@tanstack/react-router'
import { InvoicesSection } from '../../features/account/components/account-sections.tsx'

export const Route = createFileRoute('/user/invoice')({ component: InvoicesSection })
