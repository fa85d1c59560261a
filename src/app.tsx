import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { Toaster } from 'sonner'
import { directionOf, i18n } from './lib/i18n.ts'
import { PreferencesProvider, usePreferences } from './lib/preferences-context.tsx'
import { persistOptions } from './lib/query-client.ts'
import type { createAppRouter } from './router.ts'

function Toasts() {
  const { lang } = usePreferences()
  // SPEC §8/§9: centred toasts for 3000 ms.
  return <Toaster position="top-center" duration={3000} dir={directionOf(lang)} richColors closeButton />
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        // Writes made offline resume once the cache is back, not before: a paused mutation needs
        // its mutationFn defaults and the restored cache (docs/architecture.md "One offline write").
        onSuccess={() => void queryClient.resumePausedMutations()}
      >
        <PreferencesProvider>
          <RouterProvider router={router} />
          <Toasts />
        </PreferencesProvider>
      </PersistQueryClientProvider>
    </I18nProvider>
  )
}
