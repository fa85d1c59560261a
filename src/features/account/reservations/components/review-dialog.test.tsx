import { onlineManager } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../../../api/session.ts'
import { queueWrite, startOutbox } from '../../../../lib/outbox.ts'
import { outbox, type OutboxRecord } from '../../../../lib/outbox-store.ts'
import type { memoryOutbox } from '../../../../test/memory-outbox.ts'
import { renderWithProviders, testQueryClient, testSession } from '../../../../test/render.tsx'
import type { ReviewVariables } from '../../api/keys.ts'
import { saveReview } from '../api/writes.ts'
import type { ReservationRow } from '../reservations.ts'
import { ReviewDialog } from './review-dialog.tsx'
import { toasts } from '../../../../test/toasts.ts'

// IndexedDB is a map here (the test DOM has none).
vi.mock('../../../../lib/outbox-store.ts', async (original) => {
  const { memoryOutbox } = await import('../../../../test/memory-outbox.ts')
  return { ...(await original<typeof import('../../../../lib/outbox-store.ts')>()), outbox: memoryOutbox() }
})
vi.mock('../../../../lib/toast.ts', () => import('../../../../test/toasts.ts'))

const userId = 7
const row = {
  reservationId: 88,
  tripName: 'Dahab Lighthouse Reef',
  courseName: null,
  branchName: 'Blue Lagoon Divers',
  tempId: 120,
  tripIdOrCourseId: 120,
  livaboardId: null,
  reviewId: null,
  status: 'Completed',
  kind: 'trip',
  title: 'Dahab Lighthouse Reef',
} as unknown as ReservationRow
const store = outbox as unknown as ReturnType<typeof memoryOutbox>
let stop = () => undefined as void

/** The app started offline with the outbox, and a two-star review of the row queued on the boat. */
async function reviewedOffline() {
  store.records.clear()
  const queryClient = testQueryClient()
  stop = await startOutbox(queryClient, [saveReview])
  const variables: ReviewVariables = {
    userId,
    reservationId: row.reservationId,
    oldReviewId: null,
    body: { title: 'Poor', body: 'Cold water, a short dive.', rate: 2, tripId: 120 },
  }
  const key = queueWrite(saveReview, variables)
  await waitFor(async () => expect((await store.all()).map((record) => record.key)).toEqual([key]))
  return { queryClient, waiting: { key, variables } }
}
const queued = async (): Promise<OutboxRecord[]> => (await store.all()).filter((record) => record.status === 'queued')

beforeEach(() => {
  sessionStore.set(testSession(userId))
  onlineManager.setOnline(false)
})
afterEach(() => {
  stop()
  toasts.length = 0
  sessionStore.clear()
  onlineManager.setOnline(true)
})

describe('a review waiting for the network', () => {
  it('opens as the diver wrote it, and saving puts the new one in its place: one review waits, with the new words', async () => {
    const { queryClient, waiting } = await reviewedOffline()
    const onClose = vi.fn()
    await renderWithProviders(<ReviewDialog row={row} userId={userId} waiting={waiting} onClose={onClose} />, { queryClient })
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review' })
    expect(within(dialog).getByRole('radio', { checked: true, name: '2 stars' })).toBeTruthy()
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Your review').value).toBe('Cold water, a short dive.')

    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }))
    fireEvent.change(within(dialog).getByLabelText('Your review'), { target: { value: 'Cold water, but a turtle on the way back.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update review' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    await waitFor(async () => expect(await queued()).toHaveLength(1))
    const [record] = await queued()
    expect(record!.key).not.toBe(waiting.key)
    expect(record!.ref).toBe(row.reservationId)
    expect(JSON.parse(record!.body!)).toMatchObject({ rate: 4, title: 'Very Good', body: 'Cold water, but a turtle on the way back.' })
    expect(record!.url).toContain('/Review/AddReview')
  })

  it('once the waiting review has left, says so and queues nothing: the server has it, and a second would be another review', async () => {
    const { queryClient, waiting } = await reviewedOffline()
    // The drain sent it while the dialog was open.
    await store.remove(waiting.key)
    const onClose = vi.fn()
    await renderWithProviders(<ReviewDialog row={row} userId={userId} waiting={waiting} onClose={onClose} />, { queryClient })
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review' })
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update review' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(toasts).toEqual(['Your review had already been sent. Open it again to change it.'])
    expect(await queued()).toEqual([])
  })
})
