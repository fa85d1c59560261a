import { createFileRoute } from '@tanstack/react-router'
import { FavouritesSection } from '../../features/account/components/account-sections.tsx'

export const Route = createFileRoute('/user/favorite-courses')({ component: FavouritesSection })
