import { startTransition, useEffect, useState } from 'react'

/**
 * 0 on the first render, then 1, 2 … up to `steps`, one step per task and each in a transition: React
 * builds what waited in short slices with separate commits, never one long task — the top of a page
 * paints first and the main thread stays free. `useAfterFirstPaint()` is the one-step case.
 */
export function useStagedReveal(steps: number): number {
  const [ready, setReady] = useState(0)
  useEffect(() => {
    if (ready >= steps) return
    const timer = setTimeout(() => startTransition(() => setReady((n) => n + 1)), 0)
    return () => clearTimeout(timer)
  }, [ready, steps])
  return ready
}

export const useAfterFirstPaint = (): boolean => useStagedReveal(1) > 0
