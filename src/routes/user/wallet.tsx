import { createFileRoute } from '@tanstack/react-router'
import { WalletSection } from '../../features/account/components/account-sections.tsx'

export const Route = createFileRoute('/user/wallet')({ component: WalletSection })
