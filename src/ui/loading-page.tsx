import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * A page's skeleton, named "Loading" for assistive technology. The word comes from the shell's
 * catalog: an area's skeleton shows before that area's own words have arrived.
 */
export function LoadingPage({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className={className} aria-busy="true" aria-label={t`Loading`}>
      {children}
    </div>
  )
}
