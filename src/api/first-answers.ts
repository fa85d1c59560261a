import { firstAnswersElementId, type FirstAnswer, type FirstCall, firstCallKey } from '../../contract/first-view.ts'

/**
 * The answers a catalogue page's HTML carries for its first view (a first visit or a shared link,
 * before the service worker serves the shell): the route's loader takes them instead of asking the API
 * one round trip after the scripts. Each is taken once; what the first view did not take is dropped
 * after `keepFor`, so a later visit to the same page asks the API for fresh data.
 */
const keepFor = 30_000
let answers: Map<string, unknown> | undefined

function read(): Map<string, unknown> {
  if (answers) return answers
  answers = new Map()
  const element = typeof document === 'undefined' ? null : document.getElementById(firstAnswersElementId)
  if (element?.textContent) {
    try {
      for (const { key, json } of JSON.parse(element.textContent) as FirstAnswer[]) answers.set(key, json)
    } catch {
      // not ours or cut short: the page asks the API as usual
    }
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
