import { createFileRoute } from '@tanstack/react-router'
import { loadAccountCatalog } from '../../lib/i18n.ts'
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page.tsx'

export const Route = createFileRoute('/auth/forgot')({
  // The sign-in screens' words are in the account catalog (src/lib/i18n.ts).
  beforeLoad: () => loadAccountCatalog(),
  component: ForgotPasswordPage,
})
