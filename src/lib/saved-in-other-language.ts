import type { Query, QueryClient, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { Lang } from '../../contract/common.ts'
import { isOfflineError } from './errors.ts'

/**
 * Answers are kept per language (the language is in their keys), so a diver who opened a branch or a
 * month of trips in English and switched to Arabic on the boat would find nothing saved for it. A
 * query that fails for want of a network, with nothing saved in the language on screen, is answered
 * with the copy saved in the other language instead, as old as it is and marked stale, so the first
 * answer from the server replaces it; the page says so (`useOtherLanguageCopies`, ui/offline-banner).
 * Such a copy is never saved as the other language's answer (query-client.ts persistOptions).
 */

const langs: readonly Lang[] = ['en', 'ar']

/** The same key in the other language, when the key names exactly one language. */
function otherLanguageKey(queryKey: QueryKey): { key: QueryKey; lang: Lang } | null {
  const at = queryKey.flatMap((part, index) => (langs.includes(part as Lang) ? [index] : []))
  if (at.length !== 1) return null
  const lang = langs.find((other) => other !== queryKey[at[0]!])!
  return { key: queryKey.map((part, index) => (index === at[0] ? lang : part)), lang }
}

/** Each query now showing another language's copy: its hash, and the language the copy is in. */
const copies = new Map<string, Lang>()

export const isOtherLanguageCopy = (query: Pick<Query, 'queryHash'>): boolean => copies.has(query.queryHash)

const wrapped = new WeakMap<QueryFunction, QueryFunction>()
/** Options are defaulted more than once on their way (fetchQuery defaults what ensureQueryData did): wrapped once. */
const wrappers = new WeakSet<QueryFunction>()

function borrowing(queryFn: QueryFunction): QueryFunction {
  if (wrappers.has(queryFn)) return queryFn
  const known = wrapped.get(queryFn)
  if (known) return known
  const wrapper: QueryFunction = async (context: QueryFunctionContext) => {
    const hash = context.client.getQueryCache().find({ queryKey: context.queryKey, exact: true })?.queryHash
    try {
      const data = await queryFn(context)
      if (hash) copies.delete(hash)
      return data
    } catch (error) {
      const other = isOfflineError(error) ? otherLanguageKey(context.queryKey) : null
      const saved = other ? context.client.getQueryCache().find({ queryKey: other.key, exact: true }) : undefined
      // A page with an answer of its own in this language keeps it: a refresh that fails on the boat
      // never swaps in the other language's copy, however much newer (the trip pack keeps both).
      const own = hash ? context.client.getQueryCache().get(hash) : undefined
      const hasOwn = own?.state.data !== undefined && !copies.has(own.queryHash)
      if (!other || !hash || hasOwn || !saved || saved.state.data === undefined || copies.has(saved.queryHash)) throw error
      copies.set(hash, other.lang)
      // The copy keeps its own age and is stale at once: once the answer is stored (after this
      // function returns), it is dated back and marked, so the next network asks the server.
      const { dataUpdatedAt } = saved.state
      setTimeout(() => {
        const query = context.client.getQueryCache().get(hash)
        if (query && copies.has(hash)) query.setState({ dataUpdatedAt, isInvalidated: true })
      }, 0)
      return saved.state.data
    }
  }
  wrapped.set(queryFn, wrapper)
  wrappers.add(wrapper)
  return wrapper
}

/** Makes every language-keyed query of the client fall back on the other language's saved copy offline. */
export function answerOfflineInOtherLanguage(queryClient: QueryClient): void {
  const defaults = queryClient.defaultQueryOptions.bind(queryClient)
  queryClient.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options)
    const { queryFn } = defaulted
    if (typeof queryFn !== 'function' || !otherLanguageKey(defaulted.queryKey)) return defaulted
    return { ...defaulted, queryFn: borrowing(queryFn) }
  }) as typeof queryClient.defaultQueryOptions
}

/**
 * The languages of the copies the screen shows now (the queries some component reads), for the note
 * that says so: '' when none, else 'en', 'ar' or 'ar en'.
 */
export function useOtherLanguageCopies(): string {
  const queryClient = useQueryClient()
  const cache = queryClient.getQueryCache()
  const shown = () =>
    [...new Set(cache.getAll().flatMap((query) => (query.getObserversCount() > 0 && copies.has(query.queryHash) ? [copies.get(query.queryHash)!] : [])))]
      .sort()
      .join(' ')
  return useSyncExternalStore(cache.subscribe.bind(cache), shown, () => '')
}
