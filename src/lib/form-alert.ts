import { ApiError } from '../api/client.ts'
import { getErrorMessage } from './errors.ts'

// Apart from errors.ts, which every first visit loads: only the forms that have fields (sign-up, sign-in,
// the account's) need this.

/**
 * A form's alert for `error`, or null when the fields say it all: the server names each field it
 * refuses ("This password is too common" on password), and its alert said the same again, or only
 * "Some fields are not valid" above the field that said why. `fields` are the ones the form shows.
 */
export function formAlertOf(error: unknown, fields: readonly string[]): string | null {
  if (!error) return null
  if (error instanceof ApiError && error.errors.length > 0 && error.errors.every((e) => fields.includes(e.path))) return null
  return getErrorMessage(error)
}
