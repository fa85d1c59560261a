import '@fontsource-variable/noto-sans-arabic/wght.css'
import './styles/app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { sessionStore } from './api/session.ts'
import { App } from './app.tsx'
import { activateLanguage } from './lib/i18n.ts'
import { storedLanguage } from './lib/preferences.ts'
import { registerServiceWorker } from './lib/pwa.ts'
import { createQueryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.ts'

async function start() {
  // SPEC §4: the stored language is applied before the first paint (its catalog is a small chunk).
  await activateLanguage(storedLanguage())
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  // Another tab signed in or out.
  window.addEventListener('storage', (event) => {
    if (event.key === 'user' || event.key === null) sessionStore.reloadFromStorage()
  })
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
  registerServiceWorker()
}

void start()
