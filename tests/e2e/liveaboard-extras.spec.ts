import { expect, type Locator, test } from '@playwright/test'
import type { Invoice } from '../../contract/booking.ts'
import { extraCost, extraWay } from '../../contract/extras.ts'
import type { LiveaboardDetails } from '../../contract/liveaboards.ts'
import { API, newDiver, openSignedIn } from './account-helpers.ts'
import { pickDeparture } from './booking-helpers.ts'

const words = {
  en: {
    extras: 'Extras on board',
    onBoard: 'Paid on board',
    fullName: /^Full name$/,
    birth: /^Date of birth$/,
    certification: /^Certification$/,
    agency: /^Agency$/,
    dives: /^Logged dives$/,
    advanced: 'Advanced Open Water',
    confirm: /^Confirm booking$/,
    voucher: /^Open the voucher$/,
    extrasTotal: /^including extras /,
    line: 'Extra: ',
  },
  ar: {
    extras: 'الإضافات على متن القارب',
    onBoard: 'تُدفع على متن القارب',
    fullName: /^الاسم الكامل$/,
    birth: /^تاريخ الميلاد$/,
    certification: /^الشهادة$/,
    agency: /^الجهة$/,
    dives: /^الغطسات المسجلة$/,
    advanced: 'المياه المفتوحة المتقدمة',
    confirm: /^تأكيد الحجز$/,
    voucher: /^افتح القسيمة$/,
    extrasTotal: /^منها الإضافات /,
    line: 'إضافة: ',
  },
} as const

type Request = Parameters<typeof pickDeparture>[0]
const liveaboardOf = async (request: Request, id: number, lang: 'en' | 'ar') => {
  const response = await request.get(`${API}/Liveaboards/Details?tempTripId=${id}&lang=${lang}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: LiveaboardDetails }).data
}
/** An extra sold to choose that needs no certification: transfers or drinks. */
const choosable = (trip: LiveaboardDetails) => trip.extras.find((extra) => extraWay(extra) === 'chosen' && extra.item !== 'nitrox')

/** What the screen looked like, kept with the run's results for a person to look at in both directions. */
async function screenshot(part: Locator, name: string) {
  await part.screenshot({ path: test.info().outputPath(`${name}.png`) })
}

for (const [lang, width] of [
  ['en', 360],
  ['ar', 1280],
] as const) {
  const w = words[lang]

  test(`${lang} at ${width} px: a diver takes an extra for their traveller on a liveaboard; the total, the invoice's lines and the voucher carry it, and the fees paid on board are said apart`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    // A liveaboard with an extra to choose and a cabin one diver can have.
    const trip = await pickDeparture(request, { activity: 'liveaboard', payLater: true, seats: 1 }, () => true, {
      asking: true,
      accept: async (item) => {
        const details = await liveaboardOf(request, item.id, 'en')
        return (
          choosable(details) !== undefined &&
          details.cabins.some((cabin) => cabin.sharedBerthsOpen.Male + cabin.sharedBerthsOpen.Female > 0 || cabin.cabinsLeft > 0)
        )
      },
    })
    const details = await liveaboardOf(request, trip.id, lang)
    const extra = choosable(details)!
    const cost = extraCost(extra, { days: details.days, dives: details.numberOfDives }, details.currency)
    const diver = await newDiver(request, lang, 'Huda Nasser')
    await openSignedIn(page, diver.session, lang, `/booking/trip/${trip.id}?seats=1&pay=2`)

    const traveller = page.getByTestId('traveller-1')
    await traveller.getByLabel(w.fullName).fill('Huda Nasser')
    await traveller.getByLabel(w.birth).fill('1987-02-11')
    await traveller.getByLabel(w.certification).selectOption({ label: w.advanced })
    await traveller.getByLabel(w.agency).selectOption({ label: 'PADI' })
    await traveller.getByLabel(w.dives).fill('90')

    const section = page.getByRole('region', { name: w.extras })
    const mine = section.getByRole('group', { name: 'Huda Nasser' })
    const box = mine.getByRole('checkbox', { name: extra.name, exact: true })
    await expect(box).not.toBeChecked()
    // Nitrox waits for a certification the traveller has not ticked; an included item is never offered.
    if (details.extras.some((one) => one.item === 'nitrox' && extraWay(one) === 'chosen')) {
      await expect(mine.getByRole('checkbox', { name: details.extras.find((one) => one.item === 'nitrox')!.name, exact: true })).toBeDisabled()
    }
    for (const included of details.extras.filter((one) => one.included))
      await expect(mine.getByRole('checkbox', { name: included.name, exact: true })).toHaveCount(0)
    const paidOnBoard = details.extras.filter((one) => extraWay(one) === 'onBoard')
    if (paidOnBoard.length > 0) {
      // The fees, each by its name (rental equipment joins them where the center rents no gear online).
      const listed = section.getByRole('list', { name: w.onBoard })
      for (const fee of paidOnBoard) await expect(listed.getByRole('listitem').filter({ hasText: fee.name })).toHaveCount(1)
      await expect(mine.getByRole('checkbox', { name: paidOnBoard[0]!.name, exact: true })).toHaveCount(0)
      await expect(page.getByTestId('booking-on-board-total')).toBeVisible()
    }

    // Alone, the cheapest cabin may be a shared berth, with men or with women: the diver says which, so the page chose nothing.
    const cabins = page.getByTestId('booking-cabins')
    if ((await cabins.getByRole('radio', { checked: true }).count()) === 0) await cabins.getByRole('radio', { disabled: false }).first().check()
    const total = page.getByTestId('booking-total')
    const before = await total.textContent()
    await expect(page.getByTestId('booking-extras-total')).toHaveCount(0)
    await box.check()
    await expect(page.getByTestId('booking-extras-total')).toHaveText(w.extrasTotal)
    await expect(total).not.toHaveText(before!)
    await screenshot(section, `extras-${lang}-${width}`)
    await screenshot(page.locator('.booking-total'), `total-${lang}-${width}`)
    await page.getByRole('button', { name: w.confirm }).click()
    await expect(page).toHaveURL(/\/booking\/confirmation\/\d+$/)
    const reservationId = Number(new URL(page.url()).pathname.split('/').pop())

    // The server charged the extra at the rule's price, as an invoice line of its own.
    const answer = await request.get(`${API}/Booking/Invoice?reservationId=${reservationId}&lang=${lang}`, { headers: diver.auth })
    expect(answer.ok()).toBe(true)
    const invoice = ((await answer.json()) as { data: Invoice }).data
    const line = invoice.items.find((item) => item.description.startsWith(`${w.line}${extra.name}`))
    expect(line).toMatchObject({ quantity: 1, unitPrice: cost, total: cost })

    await page.getByRole('link', { name: w.voucher }).click()
    await expect(page.getByTestId('voucher-extras')).toContainText(extra.name)
    await screenshot(page.getByTestId('voucher-traveller'), `voucher-${lang}-${width}`)
  })
}
