import { expect, type Locator, test } from '@playwright/test'
import { newDiver, openSignedIn } from './account-helpers.ts'
import { pickDeparture, rentalsOf } from './booking-helpers.ts'
import { controlled, Phone, waitUntilSaved } from './offline-helpers.ts'

const n = (digits: string) => `(?:${digits}|${[...digits].map((digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]).join('')})`

const words = {
  en: {
    fullName: /^Full name$/,
    birth: /^Date of birth$/,
    certification: /^Certification$/,
    agency: /^Agency$/,
    dives: /^Logged dives$/,
    firstAid: /First aid trained/,
    notes: /^Dietary or medical notes/,
    openWater: 'Open Water',
    rescue: 'Rescue Diver',
    rules: [new RegExp(`^Advanced Open Water or ${n('20')} logged dives$`), new RegExp(`^At least ${n('15')} years old on the day$`)],
    meets: (name: string) => `${name} meets what this trip asks.`,
    refused: new RegExp(`^Omar Nabil: needs Advanced Open Water or ${n('20')} logged dives\\.$`),
    confirm: /^Confirm booking$/,
    voucher: /^Open the voucher$/,
    travellers: 'Travellers',
    change: /^Change travellers$/,
    save: /^Save travellers$/,
    saved: 'Travellers saved.',
    listed: [/^Layla Haddad.*PADI Open Water/, /^Omar Nabil.*PADI Open Water/, /^Nour Saleh.*SSI Rescue Diver.*First aid \(EFR\).*Vegetarian/],
    wetsuit: 'Wetsuit 5 mm',
    computer: 'Dive computer',
    bcd: 'BCD',
    gearTotal: /^including rental gear /,
    gear: ['Wetsuit 5 mm, size M; Dive computer', 'BCD, size L'],
  },
  ar: {
    fullName: /^الاسم الكامل$/,
    birth: /^تاريخ الميلاد$/,
    certification: /^الشهادة$/,
    agency: /^الجهة$/,
    dives: /^الغطسات المسجلة$/,
    firstAid: /مدرَّب على الإسعافات الأولية/,
    notes: /^ملاحظات غذائية أو طبية/,
    openWater: 'المياه المفتوحة',
    rescue: 'غواص الإنقاذ',
    rules: [new RegExp(`^المياه المفتوحة المتقدمة أو ${n('20')} غطسة مسجلة$`), new RegExp(`^عمر ${n('15')} عامًا على الأقل يوم الانطلاق$`)],
    meets: (name: string) => `${name} يستوفي متطلبات هذه الرحلة.`,
    refused: new RegExp(`^Omar Nabil: يحتاج إلى شهادة المياه المفتوحة المتقدمة أو ${n('20')} غطسة مسجلة\\.$`),
    confirm: /^تأكيد الحجز$/,
    voucher: /^افتح القسيمة$/,
    travellers: 'المسافرون',
    change: /^تغيير المسافرين$/,
    save: /^حفظ المسافرين$/,
    saved: 'تم حفظ المسافرين.',
    listed: [
      /^Layla Haddad.*PADI المياه المفتوحة/,
      /^Omar Nabil.*PADI المياه المفتوحة/,
      /^Nour Saleh.*SSI غواص الإنقاذ.*الإسعافات الأولية \(EFR\).*Vegetarian/,
    ],
    wetsuit: 'بدلة غوص 5 مم',
    computer: 'كمبيوتر غوص',
    bcd: 'سترة التوازن',
    gearTotal: /^منها إيجار المعدات /,
    gear: ['بدلة غوص 5 مم، مقاس M؛ كمبيوتر غوص', 'سترة التوازن، مقاس L'],
  },
} as const

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: three travellers on a wreck dive with rented gear, one refused with what would do until fixed; the voucher lists each with their gear, changes them before the cut-off, and on the boat too`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000)
    // A wreck dive at a center that rents gear (four in five do).
    const wreck = () =>
      pickDeparture(
        request,
        { activity: 'diving', payLater: true, seats: 3 },
        (item) => item.requirements?.minLevel === 'advancedOpenWater' && item.requirements.orLoggedDives === 20,
        { asking: true },
      )
    let trip = await wreck()
    while ((await rentalsOf(request, trip.id)).length === 0) trip = await wreck()
    const diver = await newDiver(request, lang, 'Layla Haddad')
    const phone = new Phone(testInfo, baseURL)
    try {
      const page = await phone.open()
      await openSignedIn(page, diver.session, lang, `/booking/trip/${trip.id}?seats=3&pay=2`)
      await expect(page.locator('.booking-requirements li')).toHaveText([...w.rules])

      const fill = async (card: Locator, details: { name?: string; birth: string; level: string; agency: string; dives: number }) => {
        if (details.name) await card.getByLabel(w.fullName).fill(details.name)
        await card.getByLabel(w.birth).fill(details.birth)
        await card.getByLabel(w.certification).selectOption({ label: details.level })
        await card.getByLabel(w.agency).selectOption({ label: details.agency })
        await card.getByLabel(w.dives).fill(String(details.dives))
      }
      // Traveller 1 is the diver, named from the account.
      const one = page.getByTestId('traveller-1')
      await expect(one.getByLabel(w.fullName)).toHaveValue('Layla Haddad')
      await fill(one, { birth: '1993-04-12', level: w.openWater, agency: 'PADI', dives: 38 })
      await expect(page.getByTestId('traveller-1-verdict')).toHaveText(w.meets('Layla Haddad'))
      await fill(page.getByTestId('traveller-2'), { name: 'Omar Nabil', birth: '1990-01-01', level: w.openWater, agency: 'PADI', dives: 8 })
      await expect(page.getByTestId('traveller-2-verdict')).toHaveText(w.refused)
      const three = page.getByTestId('traveller-3')
      await fill(three, { name: 'Nour Saleh', birth: '1988-07-30', level: w.rescue, agency: 'SSI', dives: 140 })
      await three.getByLabel(w.firstAid).check()
      await three.getByLabel(w.notes).fill('Vegetarian')

      // Gear for two of them: the total grows by it, and the server charges what the page showed.
      await expect(page.getByTestId('booking-gear-total')).toHaveCount(0)
      const gearOne = page.getByTestId('gear-1')
      await expect(gearOne.locator('legend')).toHaveText('Layla Haddad')
      await gearOne.getByLabel(w.wetsuit).selectOption('M')
      await gearOne.getByLabel(w.computer).check()
      await page.getByTestId('gear-2').getByLabel(w.bcd).selectOption('L')
      await expect(page.getByTestId('booking-gear-total')).toHaveText(w.gearTotal)

      // Confirm stays on the page, at the traveller who cannot go.
      await page.getByRole('button', { name: w.confirm }).click()
      await expect(page.getByTestId('traveller-2-verdict')).toBeFocused()
      await expect(page).toHaveURL(new RegExp(`/booking/trip/${trip.id}`))
      await page.getByTestId('traveller-2').getByLabel(w.dives).fill('25')
      await expect(page.getByTestId('traveller-2-verdict')).toHaveText(w.meets('Omar Nabil'))
      await page.getByRole('button', { name: w.confirm }).click()
      await expect(page).toHaveURL(/\/booking\/confirmation\/\d+$/)
      const reservationId = Number(new URL(page.url()).pathname.split('/').pop())

      await page.getByRole('link', { name: w.voucher }).click()
      const listed = page.getByRole('region', { name: w.travellers }).getByTestId('voucher-traveller')
      await expect(listed).toHaveText([...w.listed])
      await expect(page.getByTestId('voucher-gear')).toHaveText(w.gear)
      // Until the center's cut-off the list can change, checked as Book checks it.
      await page.getByRole('button', { name: w.change }).click()
      const second = page.getByTestId('traveller-2')
      await expect(second.getByLabel(w.fullName)).toHaveValue('Omar Nabil')
      await second.getByLabel(w.dives).fill('3')
      await expect(page.getByTestId('traveller-2-verdict')).toHaveText(w.refused)
      await second.getByLabel(w.fullName).fill('Karim Saleh')
      await second.getByLabel(w.certification).selectOption({ label: w.rescue })
      await page.getByRole('button', { name: w.save }).click()
      await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible()
      await expect(listed).toHaveText([w.listed[0], /^Karim Saleh.*PADI (Rescue Diver|غواص الإنقاذ)/, w.listed[2]])

      await controlled(page)
      await waitUntilSaved(page, [`"voucher",${reservationId}`])

      // On the boat: no network at all, a fresh start, the voucher still names everyone.
      const boat = await phone.open({ offline: true })
      await boat.goto(`/user/voucher/${reservationId}`)
      await expect(boat.getByRole('region', { name: w.travellers }).getByTestId('voucher-traveller')).toHaveText([w.listed[0], /^Karim Saleh/, w.listed[2]])
      await expect(boat.getByTestId('voucher-gear')).toHaveText(w.gear)
    } finally {
      await phone.dispose()
    }
  })
}
