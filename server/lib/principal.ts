import type { Lang } from '../../contract/common.ts'

/**
 * Who makes a request, as its access token says: a diver's account or a guest. `sessionId` is the
 * refresh-token family the token was issued with (its `sid` claim).
 */
export type Principal =
  | { kind: 'user'; userId: number; role: 'diver'; lang: Lang; sessionId: string }
  | { kind: 'guest'; guestId: string; role: 'guest'; lang: Lang; sessionId: string }

/** A principal before it has a session: what sign-in and sign-up know. */
export type NewPrincipal = Principal extends infer P ? (P extends Principal ? Omit<P, 'sessionId'> : never) : never
