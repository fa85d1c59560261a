import { msg } from '@lingui/core/macro'
import { ApiError } from '../api/client.ts'
import { i18n } from './i18n.ts'

/** The one way an error becomes text on screen. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NetworkError') return i18n._(msg`You are offline or the server cannot be reached. Try again when you are connected.`)
    if (error.code === 'BadResponse') return i18n._(msg`The server sent an answer this app does not understand.`)
    return error.message // already in the user's language (the client sends Accept-Language)
  }
  return i18n._(msg`Something went wrong. Please try again.`)
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
