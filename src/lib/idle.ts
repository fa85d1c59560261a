/**
 * Runs `task` after the page has loaded (its pictures included) and the browser is idle: what no one
 * needs yet (the next page of a list) never competes with what is on screen for a phone's network or
 * main thread.
 */
export function afterLoad(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 2000 }) : setTimeout(task, 200))
  if (typeof document === 'undefined' || document.readyState === 'complete') idle()
  else window.addEventListener('load', () => void idle(), { once: true })
}
