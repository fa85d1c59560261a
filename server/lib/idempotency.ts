import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/schema.ts'
import { HttpError } from './http-error.ts'
import { deleteClaim, deleteClaimsBefore, findClaim, insertClaim, renewClaim, storeAnswer } from './idempotency.repository.ts'

const KEY_PATTERN = /^[\w.:-]{8,128}$/
/** An unfinished claim older than this belongs to a crashed process and may be taken over. */
const STALE_CLAIM_MS = 5 * 60_000
const KEEP_MS = 24 * 3_600_000

export type Claim = { owner: string; key: string }
export type Replay = { statusCode: number; body: unknown }

function ownerOf(request: FastifyRequest): string {
  const principal = request.principal
  if (principal?.kind === 'user') return `user:${principal.userId}`
  if (principal?.kind === 'guest') return `guest:${principal.guestId}`
  return `anon:${request.ip}`
}

function requestHash(request: FastifyRequest): string {
  const body = request.isMultipart() ? '' : JSON.stringify(request.body ?? null)
  return createHash('sha256').update(`${request.method} ${request.url.toLowerCase()} ${body}`).digest('hex')
}

/**
 * `Idempotency-Key` (docs/decisions/004): the first request with a key claims it; a repeat from
 * the same caller gets the first answer back without running again. Claims live in the
 * database, so every API process agrees.
 */
export async function claimIdempotencyKey(db: Db, request: FastifyRequest): Promise<Claim | Replay | null> {
  const header = request.headers['idempotency-key']
  if (header === undefined || header === '') return null
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new HttpError(400, 'ValidationFailed', [{ path: 'Idempotency-Key', message: '8–128 letters, digits, _ . : -' }])
  }
  const owner = ownerOf(request)
  const hash = requestHash(request)
  if (await insertClaim(db, { owner, key: header, method: request.method, path: request.url, requestHash: hash })) {
    return { owner, key: header }
  }
  const existing = await findClaim(db, owner, header)
  if (existing.request_hash !== hash) throw new HttpError(422, 'IdempotencyMismatch')
  if (existing.status_code === null || existing.response === null) {
    const stale = Date.now() - existing.created_at.getTime() > STALE_CLAIM_MS
    if (!stale) throw new HttpError(409, 'IdempotencyInProgress')
    await renewClaim(db, owner, header)
    return { owner, key: header }
  }
  return { statusCode: existing.status_code, body: JSON.parse(existing.response) as unknown }
}

/** One batch of the background clean-up (housekeeping.ts): keys older than a day are forgotten. */
export function sweepIdempotencyKeys(db: Db, limit: number): Promise<number> {
  return deleteClaimsBefore(db, new Date(Date.now() - KEEP_MS), limit)
}

/** Call inside the transaction of the request's write: the answer commits with it or not at all. */
export async function completeIdempotencyKey(db: Db, claim: Claim, statusCode: number, body: unknown): Promise<void> {
  await storeAnswer(db, claim.owner, claim.key, statusCode, body)
}

/** A failed request releases its key, so the retry runs for real (its transaction rolled back: nothing was applied). */
export async function releaseIdempotencyKey(db: Db, claim: Claim): Promise<void> {
  await deleteClaim(db, claim.owner, claim.key)
}
