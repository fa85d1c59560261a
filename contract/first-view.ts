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

/** JSON with the keys of every object in order: the same body gives the same text whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined)
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** Method, path, the query's names in order (values as the address writes them), the language and the body. */
export function firstCallKey(call: FirstCall, lang: string): string {
  const query = Object.entries(call.query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${String(value)}`)
    .sort()
    .join('&')
  return `${call.method} ${call.path}?${query} ${lang} ${call.body === undefined ? '' : canonical(call.body)}`
}
