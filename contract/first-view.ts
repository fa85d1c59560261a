/**
 * Answers a page's HTML may carry for its first view (server/plugins/first-view.ts puts them in, the
 * API client takes them out): one call each, named by one key on both sides so that the client uses
 * an answer only for exactly the call the server made.
 */
export const firstAnswersElementId = 'first-answers'

type QueryValue = string | number | boolean | null | undefined

export type FirstCall = {
  method: 'GET' | 'POST'
  /** under the API base, as in the contract (`/Trips/Search`) */
  path: string
  query: Record<string, QueryValue>
  body?: unknown
}

export type FirstAnswer = { key: string; json: unknown }

/**
 * The data block: the answers and when the server made them (ms since the epoch). A page shown again
 * from the browser's cache (Back) carries old answers: the client uses them only while they are fresh.
 */
export type FirstAnswers = { at: number; answers: FirstAnswer[] }

/** How long after the server made them a page may use its answers (clocks a little apart included). */
export const firstAnswersFreshFor = 120_000

/** JSON with the keys of every object in order: the same body gives the same text whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined)
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** Method, path, the query's pairs in the order of their names (values as the address writes them), the language and the body. */
export function firstCallKey(call: FirstCall, lang: string): string {
  const query = Object.entries(call.query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return JSON.stringify([call.method, call.path, query, lang, call.body === undefined ? null : canonical(call.body)])
}
