import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * The server's queue of work that follows a committed write (mail, push, reminders) is `jobs`:
 * "outbox" is the device's queue of writes waiting for the network (src/lib/outbox.ts), one name
 * for one thing. The table, its id's sequence, its primary key and its indexes take the new name;
 * the rows stay as they are.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table outbox rename to jobs`.execute(db)
  await sql`alter sequence outbox_id_seq rename to jobs_id_seq`.execute(db)
  await sql`alter table jobs rename constraint outbox_pkey to jobs_pkey`.execute(db)
  for (const index of ['pending', 'key', 'chain', 'given_up']) {
    await sql`alter index ${sql.raw(`outbox_${index}_idx`)} rename to ${sql.raw(`jobs_${index}_idx`)}`.execute(db)
  }
}
