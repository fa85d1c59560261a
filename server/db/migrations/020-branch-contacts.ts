import type { AnyDb } from '../any-db.ts'

/**
 * How to reach a center besides its telephone and mobile: an e-mail address and a WhatsApp number
 * (international form, as a diver dials it). A center that takes no booking on Reefline is booked
 * through these, so its departures show them in place of Book Now. Both are optional.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('branches').addColumn('email', 'text').addColumn('whatsapp', 'text').execute()
}
