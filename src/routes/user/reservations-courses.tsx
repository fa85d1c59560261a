import { createFileRoute } from '@tanstack/react-router'
import { CourseReservationsSection } from '../../features/account/components/account-sections.tsx'

export const Route = createFileRoute('/user/reservations-courses')({ component: CourseReservationsSection })
