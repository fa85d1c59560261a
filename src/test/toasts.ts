// The toasts a test's code shows, kept as their words: a test mocks the app's toast module with this one
// (`vi.mock('…/lib/toast.ts', () => import('…/test/toasts.ts'))`) and reads `toasts`.

/** Every toast's words since the test emptied the list, whatever its kind. */
export const toasts: string[] = []

type Recorder = Record<'error' | 'success' | 'info', (text: string) => void>

export function showToast(show: (toast: Recorder) => void): void {
  const keep = (text: string) => void toasts.push(text)
  show({ error: keep, success: keep, info: keep })
}
