import fastifyMultipart from '@fastify/multipart'
import Fastify from 'fastify'
import { sql } from 'kysely'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../test/harness.ts'
import { defineRoute } from './route.ts'

/**
 * Work that must follow a write (clearing a cache, calling a provider) runs after the request's
 * transaction commits: run inside it, another request could read the old rows into the cache
 * again, or the provider could act on a write that is then rolled back.
 */
const t = useTestApp()
const app = Fastify()
const seen: unknown[] = []

beforeAll(async () => {
  await sql`create table after_commit_probe (id serial primary key, note text not null)`.execute(t.db)
  await app.register(fastifyMultipart)
  app.decorate('db', t.db)
  app.decorate('apiDocs', [])
  app.decorate('checkResponses', true)
  defineRoute(app, {
    summary: 'writes a note, then reads it from outside the transaction',
    method: 'POST',
    url: '/probe',
    access: 'public',
    body: v.object({ note: v.string(), fail: v.optional(v.boolean(), false) }),
    response: v.object({ data: v.number() }),
    handler: async ({ db, body, afterCommit }) => {
      const row = await db
        .insertInto('after_commit_probe' as never)
        .values({ note: body.note } as never)
        .returning('id' as never)
        .executeTakeFirstOrThrow()
      const id = (row as { id: number }).id
      // Read through the app's own pool, as another request would: it sees only what was committed.
      afterCommit(async () =>
        seen.push(
          await t.db
            .selectFrom('after_commit_probe' as never)
            .select('note' as never)
            .where('id' as never, '=', id as never)
            .executeTakeFirst(),
        ),
      )
      if (body.fail) throw new Error('the write fails after its task was registered')
      return { data: id }
    },
  })
  await app.ready()
})
afterAll(() => app.close())

describe('afterCommit', () => {
  it('runs once the idempotent request’s transaction has committed, and sees its write', async () => {
    seen.length = 0
    const answer = await app.inject({ method: 'POST', url: '/probe', headers: { 'idempotency-key': 'after-commit-1' }, payload: { note: 'kept' } })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(seen).toEqual([{ note: 'kept' }])
  })

  it('never runs for a write that was rolled back', async () => {
    seen.length = 0
    const answer = await app.inject({
      method: 'POST',
      url: '/probe',
      headers: { 'idempotency-key': 'after-commit-2' },
      payload: { note: 'undone', fail: true },
    })
    expect(answer.statusCode).toBe(500)
    expect(seen).toEqual([])
    expect(
      await t.db
        .selectFrom('after_commit_probe' as never)
        .select('note' as never)
        .where('note' as never, '=', 'undone' as never)
        .execute(),
    ).toEqual([])
  })
})
