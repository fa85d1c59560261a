import type { Insertable } from 'kysely'
import type { Db, LocalPaymentTable, PaymentTable } from '../../db/schema.ts'

export async function insertPayment(db: Db, payment: Insertable<PaymentTable>): Promise<void> {
  await db.insertInto('payments').values(payment).execute()
}

/** The card charge of a reservation, to refund it. */
export function findCharge(db: Db, reservationId: number) {
  return db.selectFrom('payments').selectAll().where('reservation_id', '=', reservationId).where('kind', '=', 'charge').orderBy('id', 'desc').executeTakeFirst()
}

/** The local provider's record of a key; undefined when another request made it first. */
export function insertLocalPayment(db: Db, payment: Insertable<LocalPaymentTable>) {
  return db
    .insertInto('local_payments')
    .values(payment)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('provider_reference')
    .executeTakeFirst()
}

export function findLocalPayment(db: Db, key: string) {
  return db.selectFrom('local_payments').select('provider_reference').where('idempotency_key', '=', key).executeTakeFirst()
}
