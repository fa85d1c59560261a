import * as v from 'valibot'
import { refreshTokensPath, type SessionData, SessionResponseSchema } from '../../contract/session.ts'

/** What a renewal got: a new session, a definite "no" (the session is over), or no answer (kept for later). */
export type Renewal = { kind: 'renewed'; data: SessionData } | { kind: 'refused' } | { kind: 'unreachable' }

/**
 * Exchanges a refresh token for a new session (Users/RefreshTokens). The one renewal: the app's client
 * calls it (single-flight, client.ts) and so does the service worker when it sends queued writes with no
 * window open (sw/outbox-sender.ts); never both at once, since the worker sends only when no window is open.
 * Only a 401 is a "no": a network failure or a server error keeps the session, so a diver offline on a
 * boat is never signed out. No DOM: the service worker imports it.
 */
export async function renewSession(base: string, refreshToken: string): Promise<Renewal> {
  try {
    const response = await fetch(`${base}${refreshTokensPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    })
    if (response.status === 401) return { kind: 'refused' }
    if (!response.ok) return { kind: 'unreachable' }
    const parsed = v.safeParse(SessionResponseSchema, await response.json())
    return parsed.success ? { kind: 'renewed', data: parsed.output.data } : { kind: 'unreachable' }
  } catch {
    return { kind: 'unreachable' }
  }
}
