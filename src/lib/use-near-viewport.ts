import { useEffect, useRef, useState } from 'react'

/**
 * True once the element comes within `margin` of the viewport (and stays true): heavy parts of a page
 * (a map, a carousel) load when the reader gets near them, not with the page.
 */
export function useNearViewport<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    if (!('IntersectionObserver' in window)) return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])
  return [ref, near] as const
}
