import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { withAdvisoryLock } from '../db/advisory-lock.ts'
import { inTransaction } from '../db/transaction.ts'
import { api, call, loginDemo, useTestApp } from '../test/harness.ts'
import { HOUSEKEEPING_LOCK_KEY } from './housekeeping.ts'

const t = useTestApp()
const DAY = 86_400_000
const at = (ms: number) => new Date(Date.now() + ms)

/** The plan of a statement with sequential scans priced out: the index it would walk at scale. */
async function plan(statement: string): Promise<string> {
  return inTransaction(t.db, async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    const { rows } = await sql<Record<string, string>>`${sql.raw(`explain ${statement}`)}`.execute(trx)
    return rows.map((row) => Object.values(row)[0]).join('\n')
  })
}

describe('indexes the requests and the clean-up walk', () => {
  it('signs every session of a diver out by their id, and finds old rows by their age', async () => {
    expect(await plan(`update refresh_tokens set revoked_at = now() where user_id = 1 and revoked_at is null`)).toContain('refresh_tokens_user_idx')
    expect(await plan(`select id from refresh_tokens where expires_at < now()`)).toContain('refresh_tokens_expires_idx')
    expect(await plan(`delete from idempotency_keys where created_at < now()`)).toContain('idempotency_keys_created_idx')
    expect(await plan(`delete from rate_limits where window_start < now()`)).toContain('rate_limits_window_idx')
    expect(await plan(`select count(*) from contact_messages where lower(email) = 'a@b.c' and created_at >= now()`)).toContain('contact_messages_email_idx')
  })
})

describe('the housekeeping job', () => {
  it('deletes spent refresh tokens, old idempotency keys and old rate-limit windows, and nothing else', async () => {
    const { userId } = await loginDemo(t.app)
    const token = async (family: string, expires: Date, state: { rotated?: boolean; revoked?: boolean } = {}) => {
      const row = await t.db
        .insertInto('refresh_tokens')
        .values({
          token_hash: randomUUID(),
          family_id: family,
          user_id: userId,
          expires_at: expires,
          rotated_at: state.rotated ? at(-2 * DAY) : null,
          revoked_at: state.revoked ? at(-DAY) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    }
    // A live session: its first token was rotated and has passed its own expiry, its newest has not.
    const live = randomUUID()
    const keptRotated = await token(live, at(-DAY), { rotated: true })
    const keptCurrent = await token(live, at(DAY))
    // A token handed out and never used, expired: nothing can use it any more.
    const goneUnused = await token(randomUUID(), at(-1000))
    // A session over: every token of it has expired.
    const over = randomUUID()
    const goneRotated = await token(over, at(-3 * DAY), { rotated: true })
    const goneLast = await token(over, at(-DAY))
    // A signed-out session, one of its tokens past its own expiry, the family not yet.
    const signedOut = randomUUID()
    const keptRevokedOld = await token(signedOut, at(-DAY), { rotated: true, revoked: true })
    const keptRevoked = await token(signedOut, at(DAY), { revoked: true })
    // A signed-out session past its expiry.
    const goneRevoked = await token(randomUUID(), at(-DAY), { revoked: true })

    await t.db
      .insertInto('idempotency_keys')
      .values([
        { owner: 'user:1', key: 'old-key-0001', method: 'POST', path: '/x', request_hash: 'h', created_at: at(-2 * DAY) },
        { owner: 'user:1', key: 'new-key-0001', method: 'POST', path: '/x', request_hash: 'h', created_at: at(-3_600_000) },
      ])
      .execute()
    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'old-window', window_start: at(-2 * DAY), count: 3 },
        { key: 'current-window', window_start: at(-60_000), count: 3 },
      ])
      .execute()

    const count = async (table: 'refresh_tokens' | 'idempotency_keys' | 'rate_limits') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = { tokens: await count('refresh_tokens'), keys: await count('idempotency_keys'), windows: await count('rate_limits') }
    const swept = await t.app.housekeeping.run()
    // Exactly the rows above, and no other.
    expect(swept).toEqual({ refreshTokens: 4, idempotencyKeys: 1, rateLimitWindows: 1, signInRecords: 0 })
    expect({ tokens: await count('refresh_tokens'), keys: await count('idempotency_keys'), windows: await count('rate_limits') }).toEqual({
      tokens: before.tokens - 4,
      keys: before.keys - 1,
      windows: before.windows - 1,
    })

    const ids = (await t.db.selectFrom('refresh_tokens').select('id').execute()).map((row) => row.id)
    for (const id of [keptRotated, keptCurrent, keptRevokedOld, keptRevoked]) expect(ids).toContain(id)
    for (const id of [goneUnused, goneRotated, goneLast, goneRevoked]) expect(ids).not.toContain(id)
    expect((await t.db.selectFrom('idempotency_keys').select('key').where('owner', '=', 'user:1').execute()).map((row) => row.key)).toEqual(['new-key-0001'])
    const windows = (await t.db.selectFrom('rate_limits').select('key').where('key', 'in', ['old-window', 'current-window']).execute()).map((row) => row.key)
    expect(windows).toEqual(['current-window'])

    // The demo diver's real session is untouched: its token still refreshes and calls still pass.
    const session = await loginDemo(t.app)
    await t.app.housekeeping.run()
    expect((await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: session.refreshToken } })).status).toBe(200)
    expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData'), token: session.accessToken })).status).toBe(200)
  })

  it('may be started by several processes at once', async () => {
    await t.db
      .insertInto('rate_limits')
      .values({ key: 'old-window-2', window_start: at(-2 * DAY), count: 1 })
      .execute()
    const runs = await Promise.all([t.app.housekeeping.run(), t.app.housekeeping.run(), t.app.housekeeping.run()])
    // Each either swept or found another sweeping; none failed, and the old window is gone.
    expect(runs.some((run) => run !== null)).toBe(true)
    expect(await t.db.selectFrom('rate_limits').select('key').where('key', '=', 'old-window-2').execute()).toEqual([])
  })

  // PGlite is one process's database; on PostgreSQL another process may be sweeping right now.
  it.runIf(process.env.TEST_DB === 'postgres')('skips its turn while another process sweeps', async () => {
    await t.db
      .insertInto('rate_limits')
      .values({ key: 'old-window-3', window_start: at(-2 * DAY), count: 1 })
      .execute()
    let whileHeld: unknown = 'not run'
    await withAdvisoryLock(t.db, HOUSEKEEPING_LOCK_KEY, async () => {
      whileHeld = await t.app.housekeeping.run()
    })
    expect(whileHeld).toBeNull()
    expect(await t.db.selectFrom('rate_limits').select('key').where('key', '=', 'old-window-3').execute()).toHaveLength(1)
    expect(await t.app.housekeeping.run()).toMatchObject({ rateLimitWindows: 1 })
  })
})
