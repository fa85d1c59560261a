import type { Insertable } from 'kysely'
import type { Db, PaymentTable } from '../../db/schema.ts'

export async function insertPayment(db: Db, payment: Insertable<PaymentTable>): Promise<void> {
  await db.insertInto('payments').values(payment).execute()
}

/** The card charge of a reservation, to refund it. */
export function findCharge(db: Db, reservationId: number) {
  return db.selectFrom('payments').selectAll().where('reservation_id', '=', reservationId).where('kind', '=', 'charge').orderBy('id', 'desc').executeTakeFirst()
}
