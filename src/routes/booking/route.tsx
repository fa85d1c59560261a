import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { isSignedInDiver, sessionStore } from '../../api/session.ts'
import { loadCatalog } from '../../lib/i18n.ts'

/**
 * Booking is for an account (SPEC §4 "Guarded routes"): a visitor or a guest token signs in first,
 * told why (`reason`), and comes back to the same date, seats and payment type (the address is kept).
 */
export const Route = createFileRoute('/booking')({
  beforeLoad: async ({ location }) => {
    if (!isSignedInDiver(sessionStore.get())) {
      throw redirect({ to: '/auth/signin', search: { redirect: location.href, reason: 'booking' } })
    }
    await loadCatalog('discovery')
  },
  component: Outlet,
})
