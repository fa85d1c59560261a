/**
 * A write answered `409 IdempotencyInProgress`: the server is still carrying out an earlier attempt
 * with the same Idempotency-Key (another process has it, or the process that had it died and the key
 * frees within seconds). Nothing is known yet, so the same request is asked again with the SAME key
 * until it is answered: a new key would be a second booking or a second charge. Used by the app's
 * client (client.ts) and the service worker's outbox (sw/outbox-sender.ts); no DOM, no React.
 */

/** The server's code for "an earlier attempt with this key is still running". */
export const IN_PROGRESS_CODE = 'IdempotencyInProgress'

/** The client's code once it stops asking: the write may have gone through, or may still. */
export const STILL_IN_PROGRESS = 'StillInProgress'

/** 1, 2, 4, 8 s, then 8 s again: quick for a holder about to finish, calm for one the server must free. */
const STEPS_MS = [1000, 2000, 4000, 8000]

/** How long one call keeps asking before it says what it knows (nothing) to the diver. */
export const IN_PROGRESS_BUDGET_MS = 30_000

/**
 * How long to wait before asking again after the `attempt`-th 409 (0 for the first), `waitedMs` after
 * the first request: the server's Retry-After when it sends one, otherwise the next step; never past
 * the budget. `null`: the budget is spent, stop asking.
 */
export function inProgressDelay(attempt: number, waitedMs: number, retryAfterSeconds?: number): number | null {
  const left = IN_PROGRESS_BUDGET_MS - waitedMs
  if (left <= 0) return null
  const step = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : STEPS_MS[Math.min(attempt, STEPS_MS.length - 1)]!
  return Math.min(step, left)
}

/** Waits `ms`; an abort ends the wait at once with the signal's reason (an AbortError). */
export function pauseFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal))
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortReason(signal!))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError')
