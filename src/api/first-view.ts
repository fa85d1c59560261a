import type { QueryClient } from '@tanstack/react-query'
import { firstViewElementId, type FirstViewAnswer, type FirstViewBlock, firstViewFreshFor } from '../../contract/first-view.ts'

/** The answers of a data block that are still fresh at `now`, with when they were made; none when they are old, not ours or cut short. */
export function parseFirstView(text: string, now: number): { at: number; answers: FirstViewAnswer[] } {
  try {
    const block = JSON.parse(text) as FirstViewBlock
    // A page shown again from the browser's cache (Back, a restored tab) carries old answers.
    if (typeof block.at !== 'number' || !Array.isArray(block.answers) || Math.abs(now - block.at) >= firstViewFreshFor) return { at: 0, answers: [] }
    return { at: block.at, answers: block.answers.filter((answer) => Array.isArray(answer.key) && answer.json !== undefined) }
  } catch {
    return { at: 0, answers: [] }
  }
}

/**
 * The answers a catalogue page's HTML carries for its first view (a first visit or a shared link, before
 * the service worker serves the shell) go into the query cache once, under the keys the page's loaders
 * read (contract/entry-pages.ts), as of when the server made them: the loader finds its data there
 * instead of asking the API one round trip after the scripts, and the usual `staleTime` decides when
 * it is asked again. They are a visitor's answers: a signed-in diver's page asks for its own. Returns
 * how many were put in.
 */
export function seedFirstView(queryClient: QueryClient, signedIn: boolean, now = Date.now()): number {
  const element = document.getElementById(firstViewElementId)
  if (!element) return 0
  element.remove()
  if (signedIn || !element.textContent) return 0
  const { at, answers } = parseFirstView(element.textContent, now)
  // A cache restored later keeps whichever is newer (the persister's hydrate compares update times).
  for (const { key, json } of answers) queryClient.setQueryData(key, json, { updatedAt: Math.min(at, now) })
  return answers.length
}
