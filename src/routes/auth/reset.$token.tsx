import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page.tsx'

/** The link mailed by Users/SendPasswordResetLink. */
export const Route = createFileRoute('/auth/reset/$token')({
  component: function ResetRoute() {
    const { token } = Route.useParams()
    return <ResetPasswordPage token={token} />
  },
})
