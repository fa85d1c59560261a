import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { directionOf, i18n } from './lib/i18n.ts'
import { PreferencesProvider, usePreferences } from './lib/preferences-context.tsx'
import { loadSonner, toasterReady } from './lib/toast.ts'
import type { createAppRouter } from './router.ts'
import { LazyPiece } from './ui/lazy-piece.tsx'

// sonner is not part of the first load: the toaster mounts right after it.
const loadToaster = () =>
  loadSonner().then(({ Toaster: SonnerToaster }) => ({
    default: function MountedToaster(props: React.ComponentProps<typeof SonnerToaster>) {
      useEffect(toasterReady, [])
      return <SonnerToaster {...props} />
    },
  }))

/** True once the browser is idle after the first load: what no one needs yet waits for the network. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const done = () => setIdle(true)
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(done, { timeout: 3000 })
      return () => cancelIdleCallback(id)
    }
    const timer = setTimeout(done, 1500)
    return () => clearTimeout(timer)
  }, [])
  return idle
}

function Toasts() {
  const { lang } = usePreferences()
  // Toasts follow actions, never the first paint: sonner loads when the page is idle (a toast asked
  // for earlier waits for it, src/lib/toast.ts), so it never competes with the page's own requests.
  if (!useIdle()) return null
  // SPEC §8/§9: centred toasts for 3000 ms — at the bottom, where they never cover the header's links.
  // Offline before sonner was ever saved, there are no toasts (never a blank page); back online, they come.
  return (
    <LazyPiece
      load={loadToaster}
      props={{ position: 'bottom-center', duration: 3000, dir: directionOf(lang), richColors: true, closeButton: true }}
      loading={null}
      unavailable={null}
    />
  )
}

/** The cache is restored from IndexedDB before this renders (main.tsx), and saved as it changes. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider>
          <RouterProvider router={router} />
          <Toasts />
        </PreferencesProvider>
      </QueryClientProvider>
    </I18nProvider>
  )
}
