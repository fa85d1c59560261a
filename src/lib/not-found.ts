import { notFound } from '@tanstack/react-router'
import { ApiError } from '../api/client.ts'

/**
 * Runs a page's load, and turns the API's "no such record" (404, or 400 for an id it cannot take)
 * into the route's not-found page: a stale or mistyped address is a page that says so, never the
 * error page with Retry. Anything else (offline, a server error) stays an error.
 */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}
