import { type MutationKey, type QueryClient, useMutationState } from '@tanstack/react-query'
import { ApiError } from '../api/client.ts'
import { STILL_IN_PROGRESS } from '../api/in-progress.ts'
import { sessionStore } from '../api/session.ts'
import { recordRefused, type WriteRequest, writeRequests } from './outbox.ts'

/** What every write that may wait for the network carries: whose it is and its one Idempotency-Key. */
export type OfflineWrite = { userId: number; idempotencyKey: string }

/** One key per user action, made when the diver confirms and kept with the write until it lands. */
export const newIdempotencyKey = (): string => crypto.randomUUID()

const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === 'NetworkError'
/**
 * "Not now", not "no": the body took too long (408), too many calls (429), the proxy found no process
 * or none answered in time (502, 504), every database connection was busy (503). Nothing was
 * applied, and the same key makes a later attempt safe.
 */
const notNowStatuses = new Set([408, 429, 502, 503, 504])
/** No answer yet, so not a refusal: no network, an earlier attempt with the key still being carried out (api/in-progress.ts), or "not now". */
const isUnanswered = (error: unknown) =>
  isNetworkError(error) || (error instanceof ApiError && (error.code === STILL_IN_PROGRESS || notNowStatuses.has(error.status)))

type WriteOptions<TVariables extends OfflineWrite, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>
  /**
   * The write as the HTTP request it becomes (path under the API base, query, body): what the
   * service worker sends from the outbox while the app is closed. It must be the request
   * `mutationFn` sends, so that either sender's copy is the same write under the same key.
   */
  request: (variables: TVariables) => Promise<WriteRequest>
  /** the row the write belongs to (a reservation, a notification, a trip): where a refusal is shown */
  ref: (variables: TVariables) => number | null
  onSuccess?: (data: TData, variables: TVariables) => unknown
  onSettled?: (variables: TVariables | undefined) => unknown
}

/**
 * A write that pauses while offline instead of failing (`networkMode: 'online'`), is persisted with
 * the query cache while it waits, and resumes after a reload with the function registered here
 * (docs/architecture.md "Offline"). Register before the cache is restored. A lost answer is retried
 * with the same Idempotency-Key, so the server applies it once. While it waits it is also in the
 * outbox (lib/outbox.ts), which the service worker sends with Background Sync; a write the server
 * refuses is kept there with the server's reason, for its row to show.
 */
export function registerOfflineWrite<TVariables extends OfflineWrite, TData>(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  options: WriteOptions<TVariables, TData>,
): void {
  writeRequests.set(JSON.stringify(mutationKey), {
    request: options.request as (variables: unknown) => Promise<WriteRequest>,
    ref: options.ref as (variables: unknown) => number | null,
    onSettled: options.onSettled as ((variables: unknown) => unknown) | undefined,
  })
  queryClient.setMutationDefaults(mutationKey, {
    networkMode: 'online',
    meta: { offline: true },
    // A server out of reach, or one still carrying out an earlier attempt with the same key (the
    // client already asked again for 30 s), is tried again (backing off to 30 s, with the same key)
    // until it answers, never dropped; offline, the retry pauses until the network is back. So is a
    // "not now" (a busy server, a proxy without a process). A real answer (a refusal, a 500) is final.
    retry: (_count, error) => isUnanswered(error),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    mutationFn: (variables: TVariables | undefined) => {
      // A write queued by one diver is never sent with another diver's session.
      if (!variables || sessionStore.get()?.userId !== variables.userId) return Promise.reject(new ApiError(401, 'SessionEnded', 'Signed out'))
      return options.mutationFn(variables)
    },
    onSuccess: (data: unknown, variables: TVariables | undefined) => (variables ? options.onSuccess?.(data as TData, variables) : undefined),
    // A refusal (the deadline passed, the session ended) stays on the write's row with its reason.
    onError: (error: unknown, variables: TVariables | undefined) =>
      variables && !isUnanswered(error) ? recordRefused(queryClient, mutationKey, variables, error) : undefined,
    onSettled: (_data: unknown, _error: unknown, variables: TVariables | undefined) => options.onSettled?.(variables),
  })
}

/** Writes of one kind still waiting (paused offline, or on their way): screens show them as pending. */
export function usePendingWrites<TVariables extends OfflineWrite>(mutationKey: MutationKey, userId: number): TVariables[] {
  const pending = useMutationState({ filters: { mutationKey, status: 'pending' }, select: (mutation) => mutation.state.variables as TVariables | undefined })
  return pending.filter((variables): variables is TVariables => variables?.userId === userId)
}
