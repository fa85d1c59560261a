import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * An outbox job that keeps failing is given up instead of retried for ever: `first_attempt_at` is
 * when it was first tried (a reminder queued days ahead starts counting when it falls due), and
 * `given_up_at` marks one given up — with `done_at` set too, so no worker claims it and the later
 * jobs of its chain go on — keeping its `last_error` and payload for the operator.
 *
 * A diver keeps at most ten devices, the ones subscribed most recently: `subscribed_at` is the last
 * time a device subscribed (the app subscribes again at each language change); existing rows take
 * the time they were added.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('first_attempt_at', 'timestamptz').addColumn('given_up_at', 'timestamptz').execute()
  await sql`create index outbox_given_up_idx on outbox (given_up_at) where given_up_at is not null`.execute(db)
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('subscribed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`update push_subscriptions set subscribed_at = created_at`.execute(db)
  await sql`create index push_subscriptions_user_recent_idx on push_subscriptions (user_id, subscribed_at desc, id desc)`.execute(db)
}
