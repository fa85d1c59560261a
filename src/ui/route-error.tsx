import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isOfflineError } from '../lib/errors.ts'
import { ErrorState } from './error-state.tsx'
import { OfflineUnavailable } from './offline-unavailable.tsx'

/**
 * Every route's `errorComponent`: a page with no network and nothing saved says so, with what the
 * area kept instead (`whenOffline`); any other failure shows the shared ErrorState, whose Retry runs
 * the route's loaders again.
 */
export function RouteError({ error, reset, whenOffline }: ErrorComponentProps & { whenOffline?: ReactNode }) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  if (isOfflineError(error)) return <OfflineUnavailable onRetry={retry}>{whenOffline}</OfflineUnavailable>
  return (
    <div className="container page">
      <ErrorState error={error} onRetry={retry} />
    </div>
  )
}
