import { expect, type Locator, type Page, test } from '@playwright/test'
import type { ReservationsResponse } from '../../contract/booking.ts'
import type { LiveaboardDetails } from '../../contract/liveaboards.ts'
import type { TripDetails } from '../../contract/trips.ts'
import { API, newDiver, openSignedIn, toast } from './account-helpers.ts'
import { pickDeparture, chooseMoveDate } from './booking-helpers.ts'
import { organizations } from './discovery-helpers.ts'
import { controlled, Phone, waitUntilSaved } from './offline-helpers.ts'

const words = {
  en: {
    cabins: 'Cabin',
    double: 'Double',
    sharedMen: /^A berth in a cabin shared with men: Twin, two lower beds/,
    sharedWomen: /^A berth in a cabin shared with women: Twin, two lower beds/,
    chooseSex: 'Choose a cabin. A shared cabin is shared by divers of one sex: choose the one shared with men or with women.',
    twinAlone: /Each cabin sleeps 2: book divers to fill them, or a berth in a shared cabin for the one left over\./,
    twinAndBerth: /^Twin, two lower beds: 1 cabin, and a berth in a cabin shared with women$/,
    notEnough: 'Not enough left for this many divers.',
    fullName: /^Full name$/,
    birth: /^Date of birth$/,
    certification: /^Certification$/,
    agency: /^Agency$/,
    dives: /^Logged dives$/,
    advanced: 'Advanced Open Water',
    confirm: /^Confirm booking$/,
    voucher: /^Open the voucher$/,
    liveaboard: 'The boat and the route',
    embark: 'Embarkation',
    disembark: 'Disembarkation',
    menu: 'Open menu',
    change: /^Change date$/,
    dialog: 'Change the date',
    total: 'New total',
    confirmMove: 'Confirm the new date',
    moved: /^Moved to /,
    twin: 'Twin, two lower beds',
    otherCabin: 'Double: none left on this date. Another cabin can be had.',
  },
  ar: {
    cabins: 'الكابينة',
    double: 'كابينة بسرير مزدوج',
    sharedMen: /^سرير في كابينة مشتركة مع الرجال: كابينة بسريرين منفصلين/,
    sharedWomen: /^سرير في كابينة مشتركة مع النساء: كابينة بسريرين منفصلين/,
    chooseSex: 'اختر كابينة. الكابينة المشتركة يتشاركها غواصون من جنس واحد: اختر المشتركة مع الرجال أو مع النساء.',
    twinAlone: /تتسع كل كابينة لـ(2|٢): احجز عددًا من الغواصين يملأ الكبائن، أو سريرًا في كابينة مشتركة للغواص الذي يتبقى\./,
    twinAndBerth: /^كابينة بسريرين منفصلين: كابينة واحدة، وسرير في كابينة مشتركة مع النساء$/,
    notEnough: 'لا يكفي المتبقي لهذا العدد من الغواصين.',
    fullName: /^الاسم الكامل$/,
    birth: /^تاريخ الميلاد$/,
    certification: /^الشهادة$/,
    agency: /^الجهة$/,
    dives: /^الغطسات المسجلة$/,
    advanced: 'المياه المفتوحة المتقدمة',
    confirm: /^تأكيد الحجز$/,
    voucher: /^افتح القسيمة$/,
    liveaboard: 'القارب ومساره',
    embark: 'الصعود إلى القارب',
    disembark: 'النزول من القارب',
    menu: 'فتح القائمة',
    change: /^تغيير الموعد$/,
    dialog: 'تغيير موعد الحجز',
    total: 'الإجمالي الجديد',
    confirmMove: 'تأكيد الموعد الجديد',
    moved: /^نُقل الحجز إلى /,
    twin: 'كابينة بسريرين منفصلين',
    otherCabin: 'كابينة بسرير مزدوج: نفدت في هذا الموعد. يمكنك اختيار كابينة أخرى.',
  },
} as const

const liveaboardOf = async (request: Parameters<typeof pickDeparture>[0], id: number, lang: 'en' | 'ar' = 'en') => {
  const response = await request.get(`${API}/Liveaboards/Details?tempTripId=${id}&lang=${lang}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: LiveaboardDetails }).data
}
const cabinsOf = async (request: Parameters<typeof pickDeparture>[0], id: number) => (await liveaboardOf(request, id)).cabins

/** A traveller's card filled in as an advanced PADI diver: what the seeded liveaboards ask. */
async function fillTraveller(card: Locator, lang: 'en' | 'ar', name: string) {
  const w = words[lang]
  await card.getByLabel(w.fullName).fill(name)
  await card.getByLabel(w.birth).fill('1986-05-20')
  await card.getByLabel(w.certification).selectOption({ label: w.advanced })
  await card.getByLabel(w.agency).selectOption({ label: 'PADI' })
  await card.getByLabel(w.dives).fill('120')
}

/**
 * A liveaboard paid on arrival with a double left for a couple, and a later date of it with `seats`
 * free whose cabins pass `fits`.
 */
async function doubleAndLaterDate(request: Parameters<typeof pickDeparture>[0], seats: number, fits: (cabins: LiveaboardDetails['cabins']) => boolean) {
  let later: { id: number; startDate: string } | undefined
  const trip = await pickDeparture(request, { activity: 'liveaboard', payLater: true, seats: 2 }, () => true, {
    asking: true,
    accept: async (item) => {
      if (!(await cabinsOf(request, item.id)).some((one) => one.type === 'double' && one.cabinsLeft > 0)) return false
      const details = ((await (await request.get(`${API}/Trips/TripDetails?tempTripId=${item.id}`)).json()) as { data: TripDetails }).data
      for (const date of details.otherDates.filter((one) => one.startDate > item.startDate && one.availableSeats >= seats)) {
        if (fits(await cabinsOf(request, date.id))) {
          later = { id: date.id, startDate: date.startDate }
          return true
        }
      }
      return false
    },
  })
  return { trip, to: later! }
}

/** Two advanced PADI divers booked by `auth` into one cabin of `type` on a liveaboard paid on arrival: the reservation's id. */
async function bookCouple(request: Parameters<typeof pickDeparture>[0], lang: 'en' | 'ar', auth: Record<string, string>, tripId: number, type: string) {
  const padi = (await organizations(request, lang)).find((one) => one.shortName === 'PADI')!.organizationId
  const diverOf = (fullName: string) => ({
    fullName,
    dateOfBirth: '1984-09-02',
    agencyId: padi,
    level: 'advancedOpenWater',
    loggedDives: 150,
    lastDiveDate: null,
    nitrox: true,
    firstAid: true,
  })
  const booked = await request.post(`${API}/Booking/Create`, {
    headers: auth,
    data: { tripId, seats: 2, paymentType: 2, travellers: [diverOf('Nour Khalil'), diverOf('Karim Khalil')], cabin: { type } },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  return ((await booked.json()) as { data: { reservationId: number } }).data.reservationId
}

/** The voucher of a booking, signed in as its diver, with Change date's dialog open. */
async function openChangeDate(page: Page, session: Parameters<typeof openSignedIn>[1], lang: 'en' | 'ar', reservationId: number) {
  await openSignedIn(page, session, lang, `/user/voucher/${reservationId}`)
  await page.getByRole('button', { name: words[lang].change }).click()
  return page.getByRole('dialog', { name: words[lang].dialog })
}

/** A departure's extras the crew collects on board (contract/extras.ts `extraWay`), as a diver reads them on its page. */
const collectedOnBoard = (trip: LiveaboardDetails) =>
  trip.extras.filter((extra) => !extra.included && ['meals', 'tanks', 'weights', 'park-fees', 'port-fees'].includes(extra.item))

/** The voucher's boat and route, as the liveaboard's page gives them in that language: the boat, both ports, every day. */
async function voucherSailing(page: Page, lang: 'en' | 'ar', trip: LiveaboardDetails) {
  const section = page.getByRole('region', { name: words[lang].liveaboard })
  await expect(section.getByRole('heading', { name: trip.boat!.name, exact: true })).toBeVisible()
  await expect(section.getByRole('heading', { name: words[lang].embark, exact: true })).toBeVisible()
  await expect(section.getByRole('heading', { name: words[lang].disembark, exact: true })).toBeVisible()
  await expect(section.locator('.route-name')).toHaveText(trip.route!.name)
  await expect(section.locator('.route-day')).toHaveCount(trip.route!.days.length)
  // What the crew collects on board (the park's and the port's fees…) is there too, by name, so it is no surprise on the boat
  // (not every seeded Brothers sailing charges any: the English one does).
  const fees = collectedOnBoard(trip)
  const collected = section.getByTestId('voucher-on-board')
  await expect(collected.getByRole('listitem')).toHaveCount(fees.length)
  for (const fee of fees) await expect(collected).toContainText(fee.name)
  return section
}

for (const [lang, width] of [
  ['en', 360],
  ['ar', 1280],
] as const) {
  const w = words[lang]

  test(`${lang} at ${width} px: a couple books a double cabin on a 7-night Brothers route at its price per person; a diver alone is offered a shared berth, not a twin of their own; the voucher names the cabin, the boat and the route day by day, on the boat too, in both languages`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000)
    // The couple: a week on the Brothers (7 nights, 8 days) on a boat that sells doubles and
    // shared twins, with a double left; paid on arrival where the center allows it, else by card.
    let cabins: LiveaboardDetails['cabins'] = []
    const trip = await pickDeparture(request, { activity: 'liveaboard', seats: 2 }, (item) => item.days === 8 && (item.payLater || item.payNow), {
      asking: true,
      accept: async (item) => {
        const details = await liveaboardOf(request, item.id)
        cabins = details.cabins
        return (
          /Brothers/.test(details.route?.name ?? '') &&
          cabins.some((one) => one.type === 'double' && one.cabinsLeft > 0) &&
          cabins.some((one) => one.type === 'twin-lower')
        )
      },
    })
    const pay = trip.payLater ? 2 : 1
    const double = cabins.find((one) => one.type === 'double')!
    const other = lang === 'en' ? 'ar' : 'en'
    const sailing = { en: await liveaboardOf(request, trip.id, 'en'), ar: await liveaboardOf(request, trip.id, 'ar') }
    const diver = await newDiver(request, lang, 'Layla Haddad')
    const phone = new Phone(testInfo, baseURL, { width, height: 900 })
    try {
      const page = await phone.open()
      await openSignedIn(page, diver.session, lang, `/booking/trip/${trip.id}?seats=1&pay=${pay}`)
      const list = page.getByRole('group', { name: w.cabins })
      // Alone: a twin of one's own would sail with a berth nobody paid for; a berth in a twin shared with men, or with women, is offered.
      await expect(list.getByTestId('cabin-twin-lower').getByRole('radio')).toBeDisabled()
      await expect(list.getByTestId('cabin-twin-lower')).toContainText(w.twinAlone)
      await expect(list.getByTestId('cabin-twin-lower.men').locator('.payment-option-label')).toHaveText(w.sharedMen)
      await expect(list.getByTestId('cabin-twin-lower.women').locator('.payment-option-label')).toHaveText(w.sharedWomen)

      await page.goto(`/booking/trip/${trip.id}?seats=2&pay=${pay}`)
      await expect(list.getByTestId(/^cabin-twin-lower\./)).toHaveCount(0)
      await list.getByTestId('cabin-double').getByRole('radio').check()
      await expect(page).toHaveURL(/cabin=double/)

      await fillTraveller(page.getByTestId('traveller-1'), lang, 'Layla Haddad')
      await fillTraveller(page.getByTestId('traveller-2'), lang, 'Sami Haddad')
      await page.getByRole('button', { name: w.confirm }).click()
      await expect(page).toHaveURL(/\/booking\/confirmation\/\d+$/)
      const reservationId = Number(new URL(page.url()).pathname.split('/').pop())

      // The server charged the double's price per person for each of them, and the double is taken.
      const listed = await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })
      expect(listed.ok()).toBe(true)
      const upcoming = ((await listed.json()) as ReservationsResponse).data.upcomming.upcomingTripReservations
      expect(upcoming.find((one) => one.reservationId === reservationId)?.totalPricePaidByCustomer).toBeCloseTo(double.price * 2, 2)
      expect((await cabinsOf(request, trip.id)).find((one) => one.type === 'double')!.cabinsLeft).toBe(double.cabinsLeft - 1)

      await page.getByRole('link', { name: w.voucher }).click()
      await expect(page.getByTestId('voucher-cabin')).toHaveText(w.double)
      await expect((await voucherSailing(page, lang, sailing[lang])).getByRole('link')).toHaveAttribute('href', `/boats/${sailing[lang].boat!.boatId}`)
      await controlled(page)
      // The trip pack keeps the voucher in both languages.
      await waitUntilSaved(page, [`"voucher",${reservationId},"en"`, `"voucher",${reservationId},"ar"`])

      // On the boat: a fresh start with no network, the boat and the route are there, in both languages.
      const boat = await phone.open({ offline: true })
      await boat.goto(`/user/voucher/${reservationId}`)
      await expect(boat.getByTestId('voucher-cabin')).toHaveText(w.double)
      // The boat's page is not kept on the device: no link to it.
      await expect((await voucherSailing(boat, lang, sailing[lang])).getByRole('link')).toHaveCount(0)
      const menu = boat.getByRole('button', { name: w.menu })
      if (await menu.isVisible()) await menu.click()
      await boat.locator('button.lang-switch:visible').click()
      await expect(boat.locator('html')).toHaveAttribute('lang', other)
      await expect(boat.getByTestId('voucher-cabin')).toHaveText(words[other].double)
      await voucherSailing(boat, other, sailing[other])
    } finally {
      await phone.dispose()
    }
  })

  test(`${lang} at ${width} px: three friends book together, a twin for two and a berth in a twin shared with women for the third, at the twin's price per person; the voucher says both`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    // A liveaboard whose twins can take a party of three: a whole twin, and a shared berth (open, or a twin more to open).
    let cabins: LiveaboardDetails['cabins'] = []
    const trip = await pickDeparture(request, { activity: 'liveaboard', seats: 3 }, (item) => item.payLater || item.payNow, {
      asking: true,
      accept: async (item) => {
        cabins = (await liveaboardOf(request, item.id)).cabins
        const twin = cabins.find((one) => one.type === 'twin-lower')
        return twin !== undefined && twin.cabinsLeft >= (twin.sharedBerthsOpen.Female > 0 ? 1 : 2)
      },
    })
    const pay = trip.payLater ? 2 : 1
    const twin = cabins.find((one) => one.type === 'twin-lower')!
    const diver = await newDiver(request, lang, 'Rania Aziz')
    const phone = new Phone(testInfo, baseURL, { width, height: 900 })
    try {
      const page = await phone.open()
      await openSignedIn(page, diver.session, lang, `/booking/trip/${trip.id}?seats=3&pay=${pay}`)
      const list = page.getByRole('group', { name: w.cabins })
      // Three in twins whole would leave a berth nobody paid for; the third is offered a shared berth beside the others' twin.
      await expect(list.getByTestId('cabin-twin-lower').getByRole('radio')).toBeDisabled()
      await expect(list.getByTestId('cabin-twin-lower')).toContainText(w.twinAlone)
      const party = list.getByTestId('cabin-twin-lower.women')
      await expect(party.locator('.payment-option-label')).toHaveText(w.twinAndBerth)
      // The cheapest the three can have is a shared berth: whether beside men or women is theirs to say, so nothing is chosen and Confirm waits.
      await expect(list.getByText(w.chooseSex)).toBeVisible()
      await expect(list.getByRole('radio', { checked: true })).toHaveCount(0)
      await expect(page.getByRole('button', { name: w.confirm })).toBeDisabled()
      await list.screenshot({ path: testInfo.outputPath(`party-of-three-to-choose-${lang}.png`) })
      // Hana is the third: a berth in a twin shared with women.
      await party.getByRole('radio').check()
      await expect(page).toHaveURL(/cabin=twin-lower.women/)
      await expect(list.getByText(w.chooseSex)).toHaveCount(0)
      // A type with cabins left but too few for three says so, rather than sold out.
      for (const cabin of cabins.filter((one) => one.cabinsLeft > 0 && one.cabinsLeft < Math.ceil(3 / one.berths))) {
        await expect(list.getByTestId(`cabin-${cabin.type}`)).toContainText(w.notEnough)
      }
      await list.screenshot({ path: testInfo.outputPath(`party-of-three-${lang}.png`) })

      for (const [i, name] of ['Rania Aziz', 'Omar Aziz', 'Hana Said'].entries()) await fillTraveller(page.getByTestId(`traveller-${i + 1}`), lang, name)
      await page.getByRole('button', { name: w.confirm }).click()
      await expect(page).toHaveURL(/\/booking\/confirmation\/\d+$/)
      const reservationId = Number(new URL(page.url()).pathname.split('/').pop())

      // The twin's price per person for each of the three, and the server took a twin and a berth.
      const listed = await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })
      const upcoming = ((await listed.json()) as ReservationsResponse).data.upcomming.upcomingTripReservations
      expect(upcoming.find((one) => one.reservationId === reservationId)?.totalPricePaidByCustomer).toBeCloseTo(twin.price * 3, 2)
      const after = (await cabinsOf(request, trip.id)).find((one) => one.type === 'twin-lower')!
      const opened = twin.sharedBerthsOpen.Female === 0
      expect([after.cabinsLeft, after.sharedBerthsOpen]).toEqual([
        twin.cabinsLeft - (opened ? 2 : 1),
        { Male: twin.sharedBerthsOpen.Male, Female: twin.sharedBerthsOpen.Female + (opened ? 1 : -1) },
      ])

      await page.getByRole('link', { name: w.voucher }).click()
      await expect(page.getByTestId('voucher-cabin')).toHaveText(w.twinAndBerth)
    } finally {
      await phone.dispose()
    }
  })

  test(`${lang} at ${width} px: a couple moves their double cabin to a later date of the liveaboard from the voucher, at that date's price, and the old double is on sale again`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    // A liveaboard paid on arrival with a double left, and a later date of it with a double left too.
    const { trip, to } = await doubleAndLaterDate(request, 2, (cabins) => cabins.some((one) => one.type === 'double' && one.cabinsLeft > 0))
    const double = async (id: number) => (await cabinsOf(request, id)).find((one) => one.type === 'double')!
    const [fromBefore, toBefore] = [await double(trip.id), await double(to.id)]
    const diver = await newDiver(request, lang, 'Nour Khalil')
    const reservationId = await bookCouple(request, lang, diver.auth, trip.id, 'double')
    const phone = new Phone(testInfo, baseURL, { width, height: 900 })
    try {
      const page = await phone.open()
      const dialog = await openChangeDate(page, diver.session, lang, reservationId)
      await chooseMoveDate(dialog, to.startDate)
      // The server's quote: the later date's double for the two of them (paid on arrival, so nothing moves now).
      await expect(dialog.getByTestId('move-terms')).toContainText(w.total)
      await dialog.screenshot({ path: testInfo.outputPath(`cabin-move-${lang}.png`) })
      await dialog.getByRole('button', { name: w.confirmMove }).click()
      await expect(toast(page, w.moved)).toBeVisible()
      await expect(page.getByTestId('voucher-cabin')).toHaveText(w.double)

      // The double went with them: taken on the later date, back on sale on the first, at the later date's price.
      expect((await double(trip.id)).cabinsLeft).toBe(fromBefore.cabinsLeft)
      expect((await double(to.id)).cabinsLeft).toBe(toBefore.cabinsLeft - 1)
      const listed = await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })
      const mine = ((await listed.json()) as ReservationsResponse).data.upcomming.upcomingTripReservations.find((one) => one.reservationId === reservationId)!
      expect(mine.startDate.slice(0, 10)).toBe(to.startDate.slice(0, 10))
      expect(mine.totalPricePaidByCustomer).toBeGreaterThanOrEqual(toBefore.price * 2 - 0.005)
    } finally {
      await phone.dispose()
    }
  })
  test(`${lang} at ${width} px: a couple whose double is gone on the later date moves into a twin there, chosen in the dialog, at the twin's price`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000)
    // A liveaboard paid on arrival with a double left, and a later date of it with twins and a few doubles free.
    const { trip, to } = await doubleAndLaterDate(request, 12, (cabins) => {
      const free = (type: string) => cabins.find((one) => one.type === type && one.cabinsLeft > 0)
      return free('twin-lower') !== undefined && (free('double')?.cabinsLeft ?? 9) <= 4
    })
    // Other couples take every double of the later date.
    const others = await newDiver(request, lang, 'Salma Haddad')
    const doublesThere = (await cabinsOf(request, to.id)).find((one) => one.type === 'double')!.cabinsLeft
    for (let n = 0; n < doublesThere; n++) await bookCouple(request, lang, others.auth, to.id, 'double')
    const twin = async () => (await cabinsOf(request, to.id)).find((one) => one.type === 'twin-lower')!
    const twinBefore = await twin()
    const diver = await newDiver(request, lang, 'Nour Khalil')
    const reservationId = await bookCouple(request, lang, diver.auth, trip.id, 'double')
    const phone = new Phone(testInfo, baseURL, { width, height: 900 })
    try {
      const page = await phone.open()
      const dialog = await openChangeDate(page, diver.session, lang, reservationId)
      await expect(dialog.getByText(w.otherCabin)).toBeVisible()
      await chooseMoveDate(dialog, to.startDate)
      // Nothing chosen for them there: the twin is theirs to choose, and only then is the move priced.
      const cabins = dialog.getByRole('group', { name: w.cabins })
      await expect(cabins.getByRole('radio', { checked: true })).toHaveCount(0)
      await expect(dialog.getByTestId('move-terms')).toHaveCount(0)
      await cabins.getByTestId('cabin-twin-lower').getByRole('radio').check()
      await expect(dialog.getByTestId('move-terms')).toContainText(w.total)
      await dialog.screenshot({ path: testInfo.outputPath(`cabin-move-other-${lang}.png`) })
      await dialog.getByRole('button', { name: w.confirmMove }).click()
      await expect(toast(page, w.moved)).toBeVisible()
      await expect(page.getByTestId('voucher-cabin')).toHaveText(w.twin)

      expect((await twin()).cabinsLeft).toBe(twinBefore.cabinsLeft - 1)
      const listed = await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })
      const mine = ((await listed.json()) as ReservationsResponse).data.upcomming.upcomingTripReservations.find((one) => one.reservationId === reservationId)!
      expect(mine.startDate.slice(0, 10)).toBe(to.startDate.slice(0, 10))
      expect(mine.totalPricePaidByCustomer).toBeGreaterThanOrEqual(twinBefore.price * 2 - 0.005)
    } finally {
      await phone.dispose()
    }
  })
}
