import { expect } from 'vitest'
import type { Db } from '../db/schema.ts'
import { balances, remainingCredits } from '../modules/wallet/balances.ts'

type ProviderLedger = { id: string; taken: () => Array<{ key: string; amount: number }> }

/**
 * The rules money keeps whatever happened: a wallet is never negative and is exactly the sum of its
 * rows, each credit spent once; a paid booking's parts add up to its price and its wallet part is
 * what the wallet was debited; nothing is left half-way once the worker has settled; every charge
 * the provider took belongs to one confirmed booking or was refunded; seats taken are the seats of
 * the bookings that hold them. Returns what is broken, so a test shows all of it at once.
 */
export async function moneyViolations(db: Db, options: { users?: number[]; trips?: number[]; provider?: ProviderLedger } = {}): Promise<string[]> {
  const broken: string[] = []
  let walletQuery = db
    .selectFrom('wallet_transactions')
    .select(['id', 'user_id', 'amount', 'valid_from', 'valid_to', 'reservation_id', 'type'])
    .where('voided_at', 'is', null)
  if (options.users) walletQuery = walletQuery.where('user_id', 'in', options.users.length ? options.users : [0])
  const rows = await walletQuery.execute()
  const byUser = Map.groupBy(rows, (row) => row.user_id)
  for (const [userId, entries] of byUser) {
    const ledger = entries.map((row) => ({ id: row.id, amount: Number(row.amount), validFrom: row.valid_from, validTo: row.valid_to }))
    const sum = ledger.reduce((total, entry) => total + entry.amount, 0)
    const left = [...remainingCredits(ledger).values()].reduce((total, amount) => total + amount, 0)
    const { available } = balances(ledger, new Date())
    if (available < -0.005) broken.push(`user ${userId}: available credit ${available.toFixed(2)} is negative`)
    if (sum < -0.005) broken.push(`user ${userId}: the ledger sums to ${sum.toFixed(2)}`)
    // A debit no credit covered leaves more "remaining" than the rows add up to: credit spent twice.
    if (Math.abs(left - sum) > 0.005)
      broken.push(`user ${userId}: credits left ${left.toFixed(2)} but the rows sum to ${sum.toFixed(2)} (a debit was not covered)`)
  }

  let reservationQuery = db
    .selectFrom('reservations')
    .select([
      'id',
      'user_id',
      'status',
      'payment_status',
      'payment_type',
      'net_price',
      'wallet_paid',
      'card_paid',
      'charge_key',
      'refund_key',
      'trip_id',
      'seats',
      'currency',
      'deposit',
    ])
  if (options.users) reservationQuery = reservationQuery.where('user_id', 'in', options.users.length ? options.users : [0])
  const reservations = await reservationQuery.execute()
  const debits = Map.groupBy(
    rows.filter((row) => row.type === 'Debited' && row.reservation_id !== null),
    (row) => row.reservation_id!,
  )
  for (const r of reservations) {
    const wallet = Number(r.wallet_paid)
    const card = Number(r.card_paid)
    // in US dollars: only whether there was one is compared with the wallet part
    const debited = -(debits.get(r.id) ?? []).reduce((total, row) => total + Number(row.amount), 0)
    if (r.status === 'Pending' || r.charge_key !== null) broken.push(`reservation ${r.id}: still waiting for its charge`)
    if (r.refund_key !== null) broken.push(`reservation ${r.id}: a card refund is still owed`)
    if (r.status === 'PaymentFailed' && (wallet !== 0 || card !== 0 || debited !== 0))
      broken.push(`reservation ${r.id}: given up but holds wallet ${wallet} / card ${card} / debit ${debited}`)
    if (r.payment_status === 'Paid' && r.payment_type !== 2 && Math.abs(wallet + card - Number(r.net_price)) > 0.005)
      broken.push(`reservation ${r.id}: paid ${wallet} + ${card} for a price of ${r.net_price}`)
    if (r.payment_status === 'DepositPaid' && Math.abs(wallet + card - Number(r.deposit)) > 0.005)
      broken.push(`reservation ${r.id}: paid ${wallet} + ${card} for a deposit of ${r.deposit}`)
    if (wallet > 0 !== debited > 0) broken.push(`reservation ${r.id}: wallet part ${wallet} but the wallet was debited ${debited}`)
  }

  if (options.provider) {
    // Every charge the provider took, whoever's, against what this database recorded of its provider.
    const charges = await db
      .selectFrom('payments as p')
      .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .select(['p.provider_reference', 'r.id', 'r.status'])
      .where('p.provider', '=', options.provider.id)
      .where('p.kind', '=', 'charge')
      .execute()
    const recorded = new Map(charges.map((p) => [p.provider_reference, p]))
    const taken = options.provider.taken()
    for (const charge of taken) {
      const payment = recorded.get(`ch_${charge.key}`)
      if (!payment) broken.push(`charge ${charge.key} (${charge.amount}) was taken but belongs to no booking`)
      else if (!['Confirmed', 'Completed', 'Cancelled'].includes(payment.status))
        broken.push(`charge ${charge.key} belongs to reservation ${payment.id} in status ${payment.status}`)
    }
    if (recorded.size !== taken.length) broken.push(`${recorded.size} charges recorded for ${taken.length} taken`)
  }

  for (const tripId of options.trips ?? []) {
    const trip = await db.selectFrom('trips').select(['seats_total', 'seats_available']).where('id', '=', tripId).executeTakeFirstOrThrow()
    const held = await db
      .selectFrom('reservations')
      .select(db.fn.sum<number>('seats').as('seats'))
      .where('trip_id', '=', tripId)
      .where('status', 'in', ['Pending', 'Confirmed', 'AwaitingPayment'])
      .executeTakeFirstOrThrow()
    const taken = trip.seats_total - trip.seats_available
    if (taken !== Number(held.seats ?? 0)) broken.push(`trip ${tripId}: ${taken} seats taken but bookings hold ${Number(held.seats ?? 0)}`)
    if (trip.seats_available < 0) broken.push(`trip ${tripId}: ${trip.seats_available} seats left`)
    // Rented gear, like seats, is never out more times than the center has it for the departure.
    const gear = await db
      .selectFrom('reservation_gear as g')
      .innerJoin('reservations as r', 'r.id', 'g.reservation_id')
      .innerJoin('rental_sizes as s', (join) => join.onRef('s.rental_id', '=', 'g.rental_id').onRef('s.size', '=', 'g.size'))
      .select(['g.rental_id', 'g.size', 's.stock', db.fn.countAll<number>().as('out')])
      .where('r.trip_id', '=', tripId)
      .where('r.status', 'in', ['Pending', 'Confirmed', 'AwaitingPayment', 'Completed'])
      .groupBy(['g.rental_id', 'g.size', 's.stock'])
      .execute()
    for (const size of gear) {
      if (Number(size.out) > size.stock) broken.push(`trip ${tripId}: rental ${size.rental_id} size '${size.size}' out ${size.out} times of ${size.stock}`)
    }
  }
  return broken
}

export async function expectMoneyKept(db: Db, options: Parameters<typeof moneyViolations>[1] = {}): Promise<void> {
  expect(await moneyViolations(db, options)).toEqual([])
}
