import { msg } from '@lingui/core/macro'
import { ApiError } from '../api/client.ts'
import { STILL_IN_PROGRESS } from '../api/in-progress.ts'
import { i18n } from './i18n.ts'

/** A 429: when the call may be made again, in the screen's language ("in 2 minutes"). */
function tryAgainIn(seconds: number): string {
  const format = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'always' })
  const when = seconds < 90 ? format.format(Math.ceil(seconds), 'second') : format.format(Math.ceil(seconds / 60), 'minute')
  return i18n._(msg`Too many attempts. Please try again ${when}.`)
}

/** The one way an error becomes text on screen. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NetworkError') return i18n._(msg`You are offline or the server cannot be reached. Try again when you are connected.`)
    if (error.code === 'BadResponse') return i18n._(msg`The server sent an answer this app does not understand.`)
    if (error.status === 429 && error.retryAfter) return tryAgainIn(error.retryAfter)
    if (isStillInProgress(error))
      return i18n._(
        msg`We could not confirm that this went through: the server is still finishing it. It may have worked, so check in a moment before trying again.`,
      )
    return error.message // already in the user's language (the client sends Accept-Language)
  }
  return i18n._(msg`Something went wrong. Please try again.`)
}

/**
 * A keyed write still answered "in progress" after the client asked again for 30 s (api/in-progress.ts):
 * its outcome is unknown, so a screen says to check before trying again, and a queued write stays queued.
 */
export function isStillInProgress(error: unknown): boolean {
  return error instanceof ApiError && error.code === STILL_IN_PROGRESS
}

/** The server's `errors` as `{ field: message }`, for showing each under its input. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? Object.fromEntries(error.errors.map((e) => [e.path, e.message])) : {}
}

/** "No network", as opposed to an answer from the server: what was never saved cannot be shown offline. */
export function isOfflineError(error: unknown): boolean {
  if (navigator.onLine) return false
  return (error instanceof ApiError && error.code === 'NetworkError') || error instanceof TypeError
}
