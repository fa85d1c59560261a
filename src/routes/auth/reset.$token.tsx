import { createFileRoute } from '@tanstack/react-router'
import { loadAccountCatalog } from '../../lib/i18n.ts'
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page.tsx'

/** The link mailed by Users/SendPasswordResetLink. */
export const Route = createFileRoute('/auth/reset/$token')({
  // The sign-in screens' words are in the account catalog (src/lib/i18n.ts).
  beforeLoad: () => loadAccountCatalog(),
  component: function ResetRoute() {
    const { token } = Route.useParams()
    return <ResetPasswordPage token={token} />
  },
})
