import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { ReservationsResponseSchema, type Reservation } from '../../contract/booking.ts'
import { actionKey, api, call, callError, callOk, loginDemo, type TestApp, useTestApp } from './harness.ts'

const pastUnreviewed = async (t: TestApp, token: string): Promise<Reservation> => {
  const { data } = await callOk(t.app, ReservationsResponseSchema, { method: 'GET', url: api('/Booking/Reservations'), token })
  const past = [...data.past.pastTripReservationsAfterAddingReview, ...data.past.pastCourseReservationsAfterAddingReview]
  const open = past.filter((r) => r.reviewId === null && r.status === 'Completed')
  expect(open.length, 'the demo diver has a completed, unreviewed reservation').toBeGreaterThan(0)
  return open[0]!
}

describe('races and transactions', () => {
  const t = useTestApp()
  let demo: { accessToken: string; userId: number }
  beforeAll(async () => {
    demo = await loginDemo(t.app)
  })

  it('give ten simultaneous reviews of one reservation one 201 and nine 409s', async () => {
    const target = await pastUnreviewed(t, demo.accessToken)
    const item = target.courseName ? { courseId: target.tempId } : target.livaboardId ? { liveabordId: target.livaboardId } : { tripId: target.tempId }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, { method: 'POST', url: api('/Review/AddReview'), token: demo.accessToken, payload: { body: 'Same time', rate: 4, ...item } }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(9).fill(409)])
    expect(await t.db.selectFrom('reviews').select('id').where('reservation_id', '=', target.reservationId).execute()).toHaveLength(1)
  })

  it('book once when the answer cannot be stored: the booking commits before its card is charged, and a retry with its key finds it', async () => {
    const trip = await t.db
      .selectFrom('trips as tr')
      .innerJoin('branches as b', 'b.id', 'tr.branch_id')
      .select(['tr.id', 'tr.seats_available'])
      .where('b.pay_later', '=', true)
      .where('tr.seats_available', '>=', 2)
      .where('tr.start_date', '>', new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10))
      // One that asks nothing of its divers: booked with no travellers named.
      .where('tr.requirements', 'is', null)
      .orderBy('tr.id', 'desc')
      .executeTakeFirstOrThrow()
    // The answer cannot be written (as when the process dies right after the handler's work).
    await sql`create function refuse_answers() returns trigger language plpgsql as $$ begin raise exception 'answer store down'; end $$`.execute(t.db)
    await sql`create trigger refuse_answers before update on idempotency_keys for each row when (new.response is not null) execute function refuse_answers()`.execute(
      t.db,
    )
    const key = actionKey('book-undone')
    const request = {
      method: 'POST' as const,
      url: api('/Booking/Create'),
      token: demo.accessToken,
      headers: { 'idempotency-key': key },
      payload: { tripId: trip.id, seats: 1, paymentType: 2 },
    }
    try {
      expect((await call(t.app, request)).status).toBe(500)
    } finally {
      await sql`drop trigger refuse_answers on idempotency_keys`.execute(t.db)
    }
    const made = await t.db.selectFrom('reservations').select('id').where('trip_id', '=', trip.id).where('user_id', '=', demo.userId).execute()
    expect(made).toHaveLength(1)
    // The same action retried with its key answers with that booking: one reservation, one seat taken.
    const retried = await call(t.app, request)
    expect(retried.status).toBe(201)
    expect((retried.json as { data: { reservationId: number } }).data.reservationId).toBe(made[0]!.id)
    expect((await call(t.app, request)).headers['idempotent-replayed']).toBe('true')
    expect(await t.db.selectFrom('reservations').select('id').where('trip_id', '=', trip.id).where('user_id', '=', demo.userId).execute()).toHaveLength(1)
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', trip.id).executeTakeFirstOrThrow()).seats_available).toBe(
      trip.seats_available - 1,
    )
  })

  it('let a claim left by a dead process be taken over after five minutes, not before', async () => {
    const owner = `user:${demo.userId}`
    const claim = (key: string, minutesAgo: number) =>
      t.db
        .insertInto('idempotency_keys')
        .values({
          owner,
          key,
          method: 'POST',
          path: '/api/website/v1/Notifications/ReadAll',
          request_hash: 'x',
          created_at: new Date(Date.now() - minutesAgo * 60_000),
        })
        .execute()
    const readAll = (key: string) =>
      call(t.app, { method: 'POST', url: api('/Notifications/ReadAll'), token: demo.accessToken, headers: { 'idempotency-key': key } })
    // Same request hash as the real call would have: claim through one call first, then age it.
    const fresh = actionKey('claim-fresh')
    const stale = actionKey('claim-stale')
    await claim(fresh, 1)
    await claim(stale, 6)
    const hash = (
      await t.db.selectFrom('idempotency_keys').select('request_hash').where('owner', '=', owner).where('key', '=', stale).executeTakeFirstOrThrow()
    ).request_hash
    expect(hash).toBe('x')
    // A claim's request must match to be taken over: give both the real hash.
    const probe = actionKey('claim-probe')
    expect((await readAll(probe)).status).toBe(200)
    const real = (await t.db.selectFrom('idempotency_keys').select('request_hash').where('key', '=', probe).executeTakeFirstOrThrow()).request_hash
    await t.db.updateTable('idempotency_keys').set({ request_hash: real }).where('key', 'in', [fresh, stale]).execute()
    const busy = await callError(t.app, { method: 'POST', url: api('/Notifications/ReadAll'), token: demo.accessToken, headers: { 'idempotency-key': fresh } })
    expect(busy.status).toBe(409)
    expect(busy.body.code).toBe('IdempotencyInProgress')
    expect((await readAll(stale)).status).toBe(200)
    const taken = await t.db.selectFrom('idempotency_keys').select(['status_code', 'response']).where('key', '=', stale).executeTakeFirstOrThrow()
    expect(taken.status_code).toBe(200)
  })
})
