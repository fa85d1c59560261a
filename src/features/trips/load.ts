import { notFound } from '@tanstack/react-router'
import { ApiError } from '../../api/client.ts'
import { loadCatalog, withCatalog } from '../../lib/i18n.ts'
import { slugify } from '../../lib/slug.ts'

/** A trip or course id as the API accepts it; anything else is "not found", not a crash. */
export const departureIdOf = (param: string): number | null => (/^[1-9]\d{0,8}$/.test(param) ? Number(param) : null)

/**
 * Loads a trip or course date by its URL id and gives the slug of its real name (SPEC §9), so the
 * route can put it in the URL; an unknown or malformed id becomes the route's not-found page.
 */
export async function departureSlug(param: string, load: (id: number) => Promise<string>): Promise<string> {
  const id = departureIdOf(param)
  if (id === null) {
    // Not asked for (the API would refuse it), but the not-found page still needs its words.
    await loadCatalog('discovery')
    throw notFound()
  }
  try {
    return slugify(await withCatalog('discovery', () => load(id)))
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}
