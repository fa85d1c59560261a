import { createFileRoute } from '@tanstack/react-router'
import { OrganizationsPage } from '../../features/organizations/components/organizations-page.tsx'

export const Route = createFileRoute('/organization/list')({ component: OrganizationsPage })
