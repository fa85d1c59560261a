import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import axe from 'axe-core'
import type { SessionResponse } from '../../contract/users.ts'
import { API, openSignedIn } from './account-helpers.ts'
import { detailPath, findBranch } from './branch-helpers.ts'
import { DEMO } from './helpers.ts'
import { busyMonth, searchTrips } from './trips-helpers.ts'

// axe-core checks every screen a diver reads, public and signed in, against WCAG 2.1 A and AA and
// axe's best practices: in English on a desktop and in Arabic on a phone. The page's script policy
// allows no inline script, and axe is injected as one: this file alone runs without the policy.
test.use({ bypassCSP: true })

type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> }

/**
 * The map's cluster pills show a count and a price ("248 · $20") and are named by what they hold
 * ("Near Hurghada: 248 departures from $20.00"): the visible words are in the name but not side by
 * side, which axe's label-in-name check asks for. The rule is kept for every other element.
 */
const known = (violation: Violation, target: string[]) => violation.id === 'label-content-name-mismatch' && target.join(' ').includes('.is-cluster')

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source })
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target: target.map(String) })) }))
  })
  return found.flatMap((violation) =>
    violation.nodes.filter(({ target }) => !known(violation, target)).map(({ target }) => `${violation.id} (${violation.impact}): ${target.join(' ')}`),
  )
}

/** The screens, found in the seed as a diver would reach them. */
async function screens(request: APIRequestContext, authorization: string) {
  const month = await busyMonth(request)
  const { items } = (await searchTrips(request, { month })).data
  const trip = items.find((item) => item.activity !== 'course' && item.activity !== 'liveaboard')!
  const course = items.find((item) => item.activity === 'course')!
  const liveaboard = (await searchTrips(request, { month, activity: 'liveaboard' })).data.items[0]!
  const branch = await findBranch(request, (detail) => detail.branchDetailsDto.liveaboards.length > 0 && detail.branchDetailsDto.courses.length > 0)
  const boat = branch.branchDetailsDto.boats[0]!
  const reservations = (await (await request.get(`${API}/Booking/Reservations`, { headers: { authorization } })).json()) as {
    data: { upcomming: { upcomingTripReservations: Array<{ reservationId: number }> } }
  }
  const booking = reservations.data.upcomming.upcomingTripReservations[0]!.reservationId
  return [
    '/',
    `/trips?date=${month}`,
    '/branch/list/diveCenters',
    '/organization/list',
    '/countries',
    '/contact-us',
    '/auth/signup',
    `/trips/tripDetails/trip/${trip.id}`,
    `/trips/course/course/${course.id}`,
    `/trips/tripDetails/liveaboard/${liveaboard.id}`,
    detailPath(branch.branchDetailsDto.branchId),
    `/boats/${boat.boatId}`,
    `/booking/trip/${liveaboard.id}`,
    '/user/booking',
    '/user/wallet',
    '/user/invoice',
    '/user/profile',
    '/user/certificate',
    `/user/voucher/${booking}`,
    `/user/invoice/${booking}`,
  ]
}

for (const [lang, viewport] of [
  ['en', { width: 1280, height: 800 }],
  ['ar', { width: 360, height: 740 }],
] as const) {
  test(`every screen passes axe's WCAG 2.1 AA and best-practice checks (${lang}, ${viewport.width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const login = await request.post(`${API}/Users/Login`, { data: { email: DEMO.email, password: DEMO.password } })
    const session = ((await login.json()) as SessionResponse).data
    const paths = await screens(request, `Bearer ${session.accessToken}`)
    await page.setViewportSize(viewport)
    await openSignedIn(page, session, lang, '/')
    const found: string[] = []
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      // The parts a page loads once they are in view (a map and its pills, the reviews) are checked too.
      await page.waitForLoadState('networkidle')
      await page.mouse.wheel(0, 20_000)
      await page.waitForLoadState('networkidle')
      found.push(...(await violations(page)).map((line) => `${path}: ${line}`))
    }
    expect(found).toEqual([])
  })
}

const opened = {
  en: { currency: /^Currency: /, menu: 'Open menu', cancel: /^Cancel\s*:/, past: /^Past/, review: /^(Review|Edit review)\s*:/ },
  ar: { currency: /^العملة: /, menu: 'فتح القائمة', cancel: /^إلغاء\s*:/, past: /^السابقة/, review: /^(تقييم|تعديل التقييم)\s*:/ },
}

for (const [lang, viewport] of [
  ['en', { width: 1280, height: 800 }],
  ['ar', { width: 360, height: 740 }],
] as const) {
  test(`the menus and dialogs pass the same checks open (${lang}, ${viewport.width} px)`, async ({ page, request }) => {
    const words = opened[lang]
    const login = await request.post(`${API}/Users/Login`, { data: { email: DEMO.email, password: DEMO.password } })
    const session = ((await login.json()) as SessionResponse).data
    await page.setViewportSize(viewport)
    await openSignedIn(page, session, lang, '/user/booking')
    const found: string[] = []
    const check = async (what: string, open: () => Promise<void>) => {
      await open()
      found.push(...(await violations(page)).map((line) => `${what}: ${line}`))
      await page.keyboard.press('Escape')
    }
    await check('currency menu', async () => {
      await page.getByRole('button', { name: words.currency }).click()
      await expect(page.getByRole('menuitemradio').first()).toBeVisible()
    })
    if (viewport.width < 1280) {
      await check('phone menu', async () => {
        await page.getByRole('button', { name: words.menu }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
      })
    }
    await check('cancel dialog', async () => {
      await page.getByRole('button', { name: words.cancel }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
    })
    await page.getByRole('tab', { name: words.past }).click()
    await check('review dialog', async () => {
      await page.getByRole('button', { name: words.review }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
    })
    expect(found).toEqual([])
  })
}
