import { firstAnswersElementId, type FirstAnswers, firstAnswersFreshFor, type FirstCall, firstCallKey } from '../../contract/first-view.ts'

/**
 * The answers a catalogue page's HTML carries for its first view (a first visit or a shared link,
 * before the service worker serves the shell): the route's loader takes them instead of asking the API
 * one round trip after the scripts. Each is taken once; what the first view did not take is dropped
 * after `keepFor`, so a later visit to the same page asks the API for fresh data.
 */
const keepFor = 30_000
let answers: Map<string, unknown> | undefined

/** The answers of a data block that are still fresh at `now`; none when they are old, not ours or cut short. */
export function parseFirstAnswers(text: string, now: number): Map<string, unknown> {
  try {
    const block = JSON.parse(text) as FirstAnswers
    // A page shown again from the browser's cache (Back, a restored tab) carries old answers.
    if (typeof block.at !== 'number' || !Array.isArray(block.answers) || Math.abs(now - block.at) >= firstAnswersFreshFor) return new Map()
    return new Map(block.answers.map(({ key, json }) => [key, json]))
  } catch {
    return new Map()
  }
}

function read(): Map<string, unknown> {
  if (answers) return answers
  const element = typeof document === 'undefined' ? null : document.getElementById(firstAnswersElementId)
  answers = element?.textContent ? parseFirstAnswers(element.textContent, Date.now()) : new Map<string, unknown>()
  if (element) {
    element.remove()
    setTimeout(() => answers?.clear(), keepFor)
  }
  return answers
}

/** The page's own answer to this call in this language, once; undefined when it has none. */
export function takeFirstAnswer(call: FirstCall, lang: string): unknown {
  const found = read()
  const key = firstCallKey(call, lang)
  if (!found.has(key)) return undefined
  const json = found.get(key)
  found.delete(key)
  return json
}
