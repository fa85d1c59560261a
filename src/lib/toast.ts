type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | null = null
let markReady: () => void = () => undefined
const toasterMounted = new Promise<void>((resolve) => {
  markReady = resolve
})

/** sonner loads after the first paint: toasts come from actions, never from the first render. */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'))

/** Called by the lazily mounted <Toaster>: toasts asked for earlier wait for it instead of vanishing. */
export const toasterReady = (): void => markReady()

/** Shows a toast once sonner and its <Toaster> are there: `showToast((toast) => toast.error(text))`. */
export function showToast(show: (toast: Sonner['toast']) => void): void {
  void Promise.all([loadSonner(), toasterMounted]).then(([{ toast }]) => show(toast))
}
