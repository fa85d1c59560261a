import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../lib/i18n.ts'
import { CountriesPage } from '../../features/countries/components/countries-page.tsx'

export const Route = createFileRoute('/countries/')({ beforeLoad: () => loadCatalog('discovery'), component: CountriesPage })
