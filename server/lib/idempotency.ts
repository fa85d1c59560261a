import { createHash, randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/schema.ts'
import { HttpError } from './http-error.ts'
import { deleteClaim, deleteClaimsBefore, findClaim, insertClaim, renewClaim, storeAnswer, takeOverClaim } from './idempotency.repository.ts'

const KEY_PATTERN = /^[\w.:-]{8,128}$/
/**
 * How long a claim stays held without its holder renewing it. The holder renews every third of it
 * while it works, so only a holder that stopped (a killed process, a frozen one) loses the key, and
 * a retry after that takes it over within seconds.
 */
export const CLAIM_LEASE_MS = 10_000
const RENEW_EVERY_MS = CLAIM_LEASE_MS / 3
const KEEP_MS = 24 * 3_600_000

export type Claim = { owner: string; key: string; holder: string }
export type Replay = { statusCode: number; body: unknown }

function ownerOf(request: FastifyRequest): string {
  const principal = request.principal
  if (principal?.kind === 'user') return `user:${principal.userId}`
  if (principal?.kind === 'guest') return `guest:${principal.guestId}`
  return `anon:${request.ip}`
}

/** What the request asks, so a key sent again with another request is refused. `content` stands in for a body the parser does not keep (an upload's bytes). */
function requestHash(request: FastifyRequest, content?: string): string {
  const body = content ?? (request.isMultipart() ? '' : JSON.stringify(request.body ?? null))
  return createHash('sha256').update(`${request.method} ${request.url.toLowerCase()} ${body}`).digest('hex')
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key']
  if (header === undefined || header === '') return null
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new HttpError(400, 'ValidationFailed', [{ path: 'Idempotency-Key', message: '8–128 letters, digits, _ . : -' }])
  }
  return header
}

const inProgress = (leaseLeftMs: number) => new HttpError(409, 'IdempotencyInProgress', undefined, Math.max(1, Math.ceil(leaseLeftMs / 1000)))

/**
 * The stored answer of a key this caller already used for this very request, if it has one: a
 * replay costs nothing of the caller's rate limits, since nothing is carried out again.
 */
export async function findReplay(db: Db, request: FastifyRequest, content?: string): Promise<Replay | null> {
  const key = keyOf(request)
  if (!key) return null
  const existing = await findClaim(db, ownerOf(request), key)
  if (!existing || existing.status_code === null || existing.response === null || existing.request_hash !== requestHash(request, content)) return null
  return { statusCode: existing.status_code, body: JSON.parse(existing.response) as unknown }
}

/**
 * `Idempotency-Key` (docs/decisions/004): the first request with a key claims it; a repeat from
 * the same caller gets the first answer back without running again, or 409 with `Retry-After`
 * while the first is still being carried out. Claims live in the database, so every API process
 * agrees; a claim whose holder stopped renewing it (`keepClaim`) is taken over.
 */
export async function claimIdempotencyKey(db: Db, request: FastifyRequest, content?: string): Promise<Claim | Replay | null> {
  const key = keyOf(request)
  if (!key) return null
  const owner = ownerOf(request)
  const hash = requestHash(request, content)
  const holder = randomUUID()
  if (await insertClaim(db, { owner, key, method: request.method, path: request.url, requestHash: hash, holder, leaseMs: CLAIM_LEASE_MS })) {
    return { owner, key, holder }
  }
  const existing = await findClaim(db, owner, key)
  // Released by its failed holder between the insert and this read: the caller tries again.
  if (!existing) throw inProgress(0)
  if (existing.request_hash !== hash) throw new HttpError(422, 'IdempotencyMismatch')
  if (existing.status_code !== null && existing.response !== null) return { statusCode: existing.status_code, body: JSON.parse(existing.response) as unknown }
  if (existing.lease_left_ms > 0 || !(await takeOverClaim(db, owner, key, holder, CLAIM_LEASE_MS))) throw inProgress(existing.lease_left_ms)
  return { owner, key, holder }
}

/**
 * Renews the claim's lease while `work` runs, so the key stays this request's however long it
 * takes (a payment provider's wait); a killed process stops renewing and the key frees itself.
 */
export async function keepClaim<T>(db: Db, claim: Claim, work: () => Promise<T>): Promise<T> {
  let renewing: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    renewing = renewClaim(db, claim.owner, claim.key, claim.holder, CLAIM_LEASE_MS).catch(() => false)
  }, RENEW_EVERY_MS)
  try {
    return await work()
  } finally {
    clearInterval(timer)
    await renewing
  }
}

/** One batch of the background clean-up (housekeeping.ts): keys older than a day are forgotten. */
export function sweepIdempotencyKeys(db: Db, limit: number): Promise<number> {
  return deleteClaimsBefore(db, new Date(Date.now() - KEEP_MS), limit)
}

/**
 * Call inside the transaction of the request's write: the answer commits with it or not at all. An
 * attempt whose key was taken over (it stopped renewing, and a retry runs it now) may not store an
 * answer: it throws, and its transaction rolls back.
 */
export async function completeIdempotencyKey(db: Db, claim: Claim, statusCode: number, body: unknown): Promise<void> {
  if (!(await storeAnswer(db, claim.owner, claim.key, claim.holder, statusCode, body))) throw inProgress(CLAIM_LEASE_MS)
}

/** A failed request releases its key, so the retry runs for real (its transaction rolled back: nothing was applied). */
export async function releaseIdempotencyKey(db: Db, claim: Claim): Promise<void> {
  await deleteClaim(db, claim.owner, claim.key, claim.holder)
}
