import { type APIRequestContext, expect, type Locator } from '@playwright/test'
import { TRIPS_MAX_PAGE } from '../../contract/activities.ts'
import { type CancellationPolicy, refundPercent } from '../../contract/booking.ts'
import type { Rental } from '../../contract/gear.ts'
import type { TripSearchItem, TripsSearchResponse } from '../../contract/trips.ts'
import { API } from './account-helpers.ts'

const taken = new Set<number>()
const DAY = 86_400_000

/**
 * A seeded departure (trip or course date) that matches, never one an earlier test of the run took:
 * tests consume seats, so each works on its own. Searched from the real server, month by month.
 * Unless the test says otherwise, one that asks nothing of its divers (no certification to enter).
 */
export async function pickDeparture(
  request: APIRequestContext,
  filter: { activity?: string; payLater?: boolean; payNow?: boolean; seats?: number },
  test: (item: TripSearchItem) => boolean,
  { asking = false, accept }: { asking?: boolean; accept?: (item: TripSearchItem) => Promise<boolean> } = {},
): Promise<TripSearchItem> {
  const start = new Date()
  for (let month = 0; month < 10; month++) {
    const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + month, 1)).toISOString().slice(0, 7)
    // Every page of a month: near a month's end its first pages hold only the next few days, and a
    // test that needs a departure some days ahead (a refund tier) finds it further on.
    for (let page = 1; page <= TRIPS_MAX_PAGE; page++) {
      const query = new URLSearchParams({
        month: date,
        page: String(page),
        ...Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)])),
      })
      const response = await request.get(`${API}/Trips/Search?${query}`)
      expect(response.ok()).toBe(true)
      const { data, metaData } = (await response.json()) as TripsSearchResponse
      const matching = data.items.filter(
        (item) => !taken.has(item.id) && Boolean(item.requirements) === asking && Date.parse(item.startDate) - Date.now() > 2 * DAY && test(item),
      )
      for (const found of matching) {
        // A departure `accept` turns down is left for the other tests: only the one returned is taken.
        if (accept && !(await accept(found))) continue
        taken.add(found.id)
        return found
      }
      if (page >= metaData.pageCount) break
    }
  }
  throw new Error('no seeded departure matches')
}

type Seats = { availableSeats: number; price: number; netPrice: number; currency: string }

/** Seats left and price of a trip or a course date, as the server holds them now. */
export async function departureNow(request: APIRequestContext, kind: 'trip' | 'course', id: number): Promise<Seats> {
  const response = await request.get(kind === 'trip' ? `${API}/Trips/TripDetails?tempTripId=${id}` : `${API}/Trips/CourseDetails?tempId=${id}`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: { trip?: Seats; course?: Seats } }
  return (body.data.trip ?? body.data.course)!
}

/** Books seats through the API (another diver taking them), ten at most a call, in whichever way the center takes. */
export async function takeSeats(request: APIRequestContext, auth: Record<string, string>, kind: 'trip' | 'course', id: number, seats: number): Promise<void> {
  for (let left = seats; left > 0; left -= 10) {
    let answer = ''
    for (const paymentType of [2, 1]) {
      const response = await request.post(`${API}/Booking/Create`, {
        headers: auth,
        data: { [kind === 'trip' ? 'tripId' : 'courseId']: id, seats: Math.min(10, left), paymentType },
      })
      answer = `${response.status()} ${await response.text()}`
      if (!answer.includes('PaymentTypeUnavailable')) break
    }
    expect(answer).toMatch(/^201 /)
  }
}

/** The diver's wallet balance in USD. */
export async function walletBalance(request: APIRequestContext, auth: Record<string, string>): Promise<number> {
  const response = await request.get(`${API}/Wallet/GetAllTransactionForCurrentUser`, { headers: auth })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { availableTransaction: { balance: number } } }).data.availableTransaction.balance
}

/** The cancellation policy of a seeded trip or course date, as its details page gives it. */
export async function policyOf(request: APIRequestContext, item: TripSearchItem): Promise<CancellationPolicy> {
  const url = item.activity === 'course' ? `${API}/Trips/CourseDetails?tempId=${item.id}` : `${API}/Trips/TripDetails?tempTripId=${item.id}`
  return ((await (await request.get(url)).json()) as { data: { policy: CancellationPolicy } }).data.policy
}

/** A pay-now trip whose start falls in a partial refund tier now and still an hour from now (not at a tier's edge), with that percent. */
export async function pickPartialTierTrip(request: APIRequestContext): Promise<{ trip: TripSearchItem; percent: number }> {
  const partly = async (item: TripSearchItem) => {
    const policy = await policyOf(request, item)
    const now = refundPercent(policy, 1, item.startDate, Date.now())
    return now > 0 && now < 100 && now === refundPercent(policy, 1, item.startDate, Date.now() + 3_600_000)
  }
  const trip = await pickDeparture(request, { payNow: true }, (item) => item.activity !== 'course' && Date.parse(item.startDate) - Date.now() < 29 * DAY, {
    accept: partly,
  })
  return { trip, percent: refundPercent(await policyOf(request, trip), 1, trip.startDate, Date.now()) }
}

/** What a trip's center rents for it, as the server lists it now. */
export async function rentalsOf(request: APIRequestContext, tripId: number): Promise<Rental[]> {
  const response = await request.get(`${API}/Booking/Rentals?tripId=${tripId}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { rentals: Rental[] } }).data.rentals
}

/** Chooses, in the voucher's Change date dialog, the date that starts on `startDate` (YYYY-MM-DD). */
export async function chooseMoveDate(dialog: Locator, startDate: string): Promise<void> {
  await dialog
    .locator('label', { has: dialog.page().locator(`time[datetime="${startDate}"]`) })
    .getByRole('radio')
    .check()
}
