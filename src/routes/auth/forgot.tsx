import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page.tsx'

export const Route = createFileRoute('/auth/forgot')({ component: ForgotPasswordPage })
