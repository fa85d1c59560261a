import { createFileRoute } from '@tanstack/react-router'
import { CountriesPage } from '../../features/countries/components/countries-page.tsx'

export const Route = createFileRoute('/countries/')({ component: CountriesPage })
