import { notFound, redirect } from '@tanstack/react-router'
import { idFromAddress } from '../../../contract/common.ts'
import { loadCatalog, withCatalog } from '../../lib/i18n.ts'
import { orNotFound } from '../../lib/not-found.ts'
import { slugify } from '../../lib/slug.ts'

/**
 * Loads a trip or course date by its URL id and gives the slug of its real name (SPEC §9), so the
 * route can put it in the URL; an unknown or malformed id becomes the route's not-found page.
 */
async function departureSlug(param: string, load: (id: number) => Promise<string>): Promise<string> {
  const id = idFromAddress(param)
  if (id === null) {
    // Not asked for (the API would refuse it), but the not-found page still needs its words.
    await loadCatalog('discovery')
    throw notFound()
  }
  return slugify(await orNotFound(() => withCatalog('discovery', () => load(id))))
}

/** The two pages of a trip or course date: the name in their address is its slug, the id picks it. */
type DeparturePath = '/trips/tripDetails/$name/$id' | '/trips/course/$name/$id'

/**
 * SPEC §2.3: a trip's or course's page loads its date and, when the name in the address is wrong or
 * old, replaces the address with the real one (an open photo, ?photo=N, stays open).
 */
export async function ensureDepartureAddress(
  to: DeparturePath,
  { params, search }: { params: { name: string; id: string }; search: { photo?: number } },
  load: (id: number) => Promise<string>,
): Promise<void> {
  const name = await departureSlug(params.id, load)
  if (name !== params.name) throw redirect({ to, params: { name, id: params.id }, search: { photo: search.photo }, replace: true })
}
