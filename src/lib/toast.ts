type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | null = null
let markReady: () => void = () => undefined
const toasterMounted = new Promise<void>((resolve) => {
  markReady = resolve
})

/**
 * sonner loads after the first paint: toasts come from actions, never from the first render. A load
 * that failed (offline before it was ever saved) is tried again next time.
 */
export const loadSonner = (): Promise<Sonner> =>
  (sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null
    throw error
  }))

/** Called by the lazily mounted <Toaster>: toasts asked for earlier wait for it instead of vanishing. */
export const toasterReady = (): void => markReady()

/** Shows a toast once sonner and its <Toaster> are there: `showToast((toast) => toast.error(text))`. */
export function showToast(show: (toast: Sonner['toast']) => void): void {
  Promise.all([loadSonner(), toasterMounted])
    .then(([{ toast }]) => show(toast))
    .catch(() => undefined) // no toasts without sonner
}
