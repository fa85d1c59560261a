import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SessionResponseSchema } from '../../../contract/users.ts'
import { type DbHandle, openDatabase } from '../../db/index.ts'
import { actionKey, freshPostgresDatabase } from '../../test/harness.ts'
import { postTo, type ServerProcess, startPair } from '../../test/processes.ts'
import { browserKeys } from '../../test/push-service.ts'
import { MAX_DEVICES } from './push.service.ts'

/**
 * Two real server processes on one PostgreSQL, each with its own pool of connections: a diver's
 * subscriptions arriving all at once, half through each, still leave at most ten devices.
 */
let a: ServerProcess
let b: ServerProcess
let database: DbHandle
let drop: () => Promise<void>

const post = (server: ServerProcess, path: string, body: unknown, token?: string, key?: string) => postTo(server, path, body, { token, key: key ?? null })

describe.runIf(process.env.TEST_DB === 'postgres')('a diver’s devices, subscribed through two processes at once', () => {
  beforeAll(async () => {
    const env: Record<string, string> = { RATE_LIMIT: 'off', JWT_SECRET: '' }
    ;({ url: env.DATABASE_URL, drop } = await freshPostgresDatabase())
    ;[a, b] = await startPair(env)
    database = await openDatabase({ databaseUrl: env.DATABASE_URL })
  }, 90_000)
  afterAll(async () => {
    await database?.close()
    for (const server of [a, b]) await server?.stop()
    await drop?.()
  })

  it('keeps at most ten, however the subscriptions interleave', async () => {
    const signedUp = await post(a, '/Users/Register', { name: 'Many Phones', email: `phones-${randomUUID()}@reefline.test`, password: 'Many!Phones2026' })
    expect(signedUp.status).toBe(201)
    const { accessToken, userId } = v.parse(SessionResponseSchema, signedUp.json).data
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          post(
            i % 2 ? a : b,
            '/Notifications/PushSubscribe',
            { endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, keys: browserKeys().keys },
            accessToken,
            // Keyed and unkeyed calls alike: a keyed one runs in the transaction that stores its answer.
            i % 3 ? actionKey('phones') : undefined,
          ),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 16 }, () => 200))
      const kept = await database.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute()
      expect(kept).toHaveLength(MAX_DEVICES)
    }
  }, 60_000)
})
