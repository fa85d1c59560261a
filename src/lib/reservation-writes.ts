import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import type { CabinChoice } from '../../contract/liveaboards.ts'
import { getErrorMessage } from './errors.ts'
import { i18n } from './i18n.ts'
import type { DiverWrite } from './offline-writes.ts'
import { useWaitingWrites, withdrawWrite } from './outbox.ts'
import { showToast } from './toast.ts'

/**
 * The writes a diver may queue on one booking, made by two features: a cancellation (the bookings,
 * account/reservations/api/writes.ts) and a move to another date (the voucher, booking/api/writes.ts).
 * Their kinds and the move's variables live here so that each screen can show the other's write
 * pending, and offer neither while one waits: a booking cancelled and moved by two queued writes
 * would be refused by the server for the second, after the diver had left the screen.
 */
export const reservationWriteKinds = { cancel: 'cancel-reservation', move: 'move-reservation' } as const

/** A move queued on the voucher: the date it goes to, and the total the diver was shown for it. */
export type MoveVariables = DiverWrite & {
  reservationId: number
  /** the booking is a trip's or a course date's: the new date is of the same */
  kind: 'trip' | 'course'
  /** the new date: a trip's tempTripId or a course date's tempId */
  id: number
  /** YYYY-MM-DD: what its row says while it waits */
  toDate: string
  /** a liveaboard booking's cabin on the new date, when the diver chose another (decision 054): moved online only */
  cabin?: CabinChoice
  /** the total the diver was shown (contract/moves.ts): the server refuses another, 409 PriceChanged */
  expectedTotal: number
}

/** What waits on one booking: its cancellation, or a move to `moveTo`; each with its write's key, to take it back (lib/outbox.ts withdrawWrite). */
export type WaitingOnBooking = { cancel: boolean; cancelKey: string | null; moveTo: string | null; moveKey: string | null }

const kinds = [reservationWriteKinds.cancel, reservationWriteKinds.move]

/** What waits on each of the diver's bookings, read from the outbox (after a reload too). */
export function useWaitingOnBookings(userId: number | null): (reservationId: number) => WaitingOnBooking {
  const waiting = useWaitingWrites(kinds, userId)
  return (reservationId) => {
    const mine = waiting.filter((record) => record.ref === reservationId)
    const move = mine.findLast((record) => record.kind === reservationWriteKinds.move)
    const cancel = mine.find((record) => record.kind === reservationWriteKinds.cancel)
    return {
      cancel: cancel !== undefined,
      cancelKey: cancel?.key ?? null,
      moveTo: move ? (move.variables as MoveVariables).toDate : null,
      moveKey: move?.key ?? null,
    }
  }
}

/** The toast that said each kind of write was saved offline: what comes of taking it back takes its place. */
const queuedToast = { cancel: 'cancel-queued', move: 'move-queued', review: 'review-queued' } as const

/**
 * Takes back a booking's waiting cancellation, date change or review (lib/outbox.ts withdrawWrite), for
 * the bookings and the voucher alike, and says what came of it in the toast that said it was saved
 * offline (cancel-dialog.tsx, change-date-dialog.tsx, review-dialog.tsx): undone, or already sent, in
 * which case the server's answer comes as any other's. `undoing` is the key being taken back.
 */
export function useUndoBookingWrite(): { undo: (key: string, kind: keyof typeof queuedToast) => Promise<void>; undoing: string | null } {
  const [undoing, setUndoing] = useState<string | null>(null)
  const undo = async (key: string, kind: keyof typeof queuedToast) => {
    const id = queuedToast[kind]
    setUndoing(key)
    try {
      const undone = await withdrawWrite(key)
      const said = {
        cancel: undone ? msg`Cancellation undone: your booking stays.` : msg`The cancellation had already been sent.`,
        move: undone ? msg`Date change undone: the booking keeps its date.` : msg`The date change had already been sent.`,
        review: undone ? msg`Review withdrawn: it will not be sent.` : msg`The review had already been sent.`,
      }[kind]
      showToast((toast) => (undone ? toast.success(i18n._(said), { id }) : toast.info(i18n._(said), { id })))
    } catch (error) {
      showToast((toast) => toast.error(getErrorMessage(error), { id }))
    } finally {
      setUndoing(null)
    }
  }
  return { undo, undoing }
}
