import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../features/pages/components/static-page.tsx'
import { loadCatalog } from '../lib/i18n.ts'

// The header's Customer Service link (SPEC §2.1): the same page as /pages/contact-us, whose words are
// the shell's later words (src/lib/i18n.ts), not the first load's.
export const Route = createFileRoute('/contact-us')({ loader: () => loadCatalog('shell'), component: () => <StaticPage page="contact-us" /> })
