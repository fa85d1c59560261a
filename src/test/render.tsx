import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { Currency, Lang } from '../../contract/common.ts'
import type { SessionData } from '../../contract/users.ts'
import { sessionStore } from '../api/session.ts'
import { storageKeys } from '../api/storage-keys.ts'
import { activateLanguage, i18n, loadCatalog } from '../lib/i18n.ts'
import { PreferencesProvider } from '../lib/preferences-context.tsx'

type Options = { locale?: Lang; currency?: Currency; userId?: number; queryClient?: QueryClient }

/** A signed-in diver, as sign-in stores the session. */
export const testSession = (userId: number): SessionData => ({
  accessToken: 'test-access',
  refreshToken: 'test-refresh',
  expiresIn: 900,
  role: 'diver',
  userId,
  name: 'Test Diver',
  email: 'diver@reefline.test',
  logoUrl: null,
  language: 1,
})

/** A fresh cache that does not retry, so a failing call shows at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

/**
 * Renders a component as the app does: a fresh QueryClient (no retries), the language's catalogs
 * (the first-load one and both areas') active, the diver's currency and session in place.
 */
export async function renderWithProviders(ui: ReactElement, { locale = 'en', currency = 'USD', userId = 7, queryClient = testQueryClient() }: Options = {}) {
  localStorage.setItem(storageKeys.language, locale === 'ar' ? '2' : '1')
  localStorage.setItem(storageKeys.currency, currency)
  sessionStore.set(testSession(userId))
  await activateLanguage(locale)
  await Promise.all([loadCatalog('account'), loadCatalog('discovery'), loadCatalog('shell')])
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider>{ui}</PreferencesProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...view, queryClient }
}
