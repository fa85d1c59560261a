import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../features/pages/components/static-page.tsx'

// The header's Customer Service link (SPEC §2.1): the same page as /pages/contact-us.
export const Route = createFileRoute('/contact-us')({ component: () => <StaticPage page="contact-us" /> })
