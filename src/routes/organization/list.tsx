import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../lib/i18n.ts'
import { OrganizationsPage } from '../../features/organizations/components/organizations-page.tsx'

export const Route = createFileRoute('/organization/list')({ beforeLoad: () => loadCatalog('discovery'), component: OrganizationsPage })
