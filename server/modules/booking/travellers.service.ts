import { travellersEditableUntil } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { asksAnything, noRequirements, type Requirements, type Traveller, unmetRequirements } from '../../../contract/travellers.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import { fieldMessage, unmetMessage } from '../../lib/api-texts.ts'
import { findTravellersTerms, insertTravellers, knownAgencies, removeTravellers, saveTravellers } from './travellers.repository.ts'

/**
 * The contract's rule for who may go, as the booking page applies it while the travellers are
 * entered: every traveller is checked against what the departure asks, and a departure that asks
 * anything needs them all named. Each refusal names the traveller and what would do, in `lang`.
 */
export async function checkTravellers(trx: Db, requirements: Requirements, travellers: readonly Traveller[], startDate: string, lang: Lang): Promise<void> {
  if (travellers.length === 0) {
    if (asksAnything(requirements)) throw new HttpError(400, 'ValidationFailed', [{ path: 'travellers', message: fieldMessage('travellers-required', lang) }])
    return
  }
  // An age is counted from the date of birth: a departure that asks anything needs every one.
  const unborn = asksAnything(requirements) ? travellers.findIndex((traveller) => traveller.dateOfBirth === null) : -1
  if (unborn >= 0) throw new HttpError(400, 'ValidationFailed', [{ path: `travellers.${unborn}.dateOfBirth`, message: fieldMessage('required', lang) }])
  const agencies = await knownAgencies(
    trx,
    travellers.flatMap((traveller) => (traveller.agencyId === null ? [] : [traveller.agencyId])),
  )
  const unknown = travellers.findIndex((traveller) => traveller.agencyId !== null && !agencies.has(traveller.agencyId))
  if (unknown >= 0) throw new HttpError(400, 'ValidationFailed', [{ path: `travellers.${unknown}.agencyId`, message: fieldMessage('unknown-agency', lang) }])
  const refused = travellers.flatMap((traveller, index) => {
    const unmet = unmetRequirements(requirements, traveller, startDate)
    return unmet.length === 0 ? [] : [{ path: `travellers.${index}`, message: unmetMessage(traveller.fullName, unmet, lang) }]
  })
  if (refused.length > 0) throw new HttpError(400, 'RequirementsNotMet', refused)
}

/**
 * Changes who dives on one of the diver's bookings, while it is active and before the center's
 * cut-off: the same checks as a booking's, one traveller a seat, and the list replaced whole (under
 * the reservation's lock, so two changes at once leave one of them, never a mix).
 */
export async function updateTravellers(db: Db, userId: number, reservationId: number, travellers: readonly Traveller[], lang: Lang): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findTravellersTerms(trx, userId, reservationId)
    if (!row) throw new HttpError(404, 'ReservationNotFound')
    const start = row.trip_start ?? row.course_start ?? ''
    if (travellersEditableUntil(row.status, start, row.travellers_cutoff_hours) === null) throw new HttpError(409, 'TravellersClosed')
    if (travellers.length !== row.seats) throw new HttpError(400, 'ValidationFailed', [{ path: 'travellers', message: fieldMessage('travellers-count', lang) }])
    await checkTravellers(trx, row.requirements ?? noRequirements, travellers, start, lang)
    await removeTravellers(trx, reservationId)
    await insertTravellers(trx, reservationId, travellers)
    await saveTravellers(trx, userId, travellers)
  })
}
