import { expect, test } from '@playwright/test'
import type { BranchListResponse } from '../../contract/branches.ts'
import { API, newDiver, signInAs } from './account-helpers.ts'
import { detailPath, findBranch } from './branch-helpers.ts'
import { openIn } from './helpers.ts'

const words = {
  en: {
    visitorHeart: /^Sign in to save .+ to your favorites$/,
    why: 'Sign in or create an account to save this to your favorites. It is saved as soon as you are in.',
    heart: /^Save .+ to favorites$/,
    freelancer: 'Freelance instructor',
    center: 'Dive center',
  },
  ar: {
    visitorHeart: /^سجّل الدخول لحفظ .+ في المفضلة$/,
    why: 'سجّل الدخول أو أنشئ حسابًا لحفظ هذا في مفضلتك. يُحفظ فور دخولك.',
    heart: /^احفظ .+ في المفضلة$/,
    freelancer: 'مدرب مستقل',
    center: 'مركز غوص',
  },
}

type Ids = { data: { branch: number[]; trip: number[]; course: number[] } }

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]
  test(`a visitor's heart says why it signs in and is saved after; the list names freelancers and prices in the diver's currency (${lang})`, async ({
    page,
    request,
  }) => {
    const diver = await newDiver(request, lang)
    const freelancers = (await (await request.post(`${API}/BranchWeb/Freelancers?isEnglish=${lang === 'en'}`, { data: {} })).json()) as BranchListResponse
    const freelancer = freelancers.data.diveCenters[0]!
    // A trip priced in SAR, marked through the API: the list must show it in the diver's USD.
    const sarBranch = await findBranch(request, (detail) => detail.branchDetailsDto.divingTrips.some((trip) => trip.currency === 'SAR'))
    const sarTrip = sarBranch.branchDetailsDto.divingTrips.find((trip) => trip.currency === 'SAR')!
    const marked = await request.post(`${API}/Favorites/Set`, {
      headers: { ...diver.auth, 'idempotency-key': crypto.randomUUID() },
      data: { kind: 'trip', id: sarTrip.tempTripId, favorite: true },
    })
    expect(marked.ok()).toBe(true)

    await openIn(page, lang, detailPath(freelancer.branchId))
    await page.getByRole('button', { name: w.visitorHeart }).first().click()
    await expect(page).toHaveURL(/\/auth\/signin\?/)
    await expect(page.getByRole('status').filter({ hasText: w.why })).toBeVisible()
    await signInAs(page, diver.email, diver.password, lang)
    await expect(page).toHaveURL(detailPath(freelancer.branchId))
    await expect(page.getByRole('button', { name: w.heart }).first()).toHaveAttribute('aria-pressed', 'true')
    await expect
      .poll(async () => ((await (await request.get(`${API}/Favorites/Ids`, { headers: diver.auth })).json()) as Ids).data.branch)
      .toEqual([freelancer.branchId])

    await page.goto('/user/favorite-courses')
    const cards = page.locator('.favorite-card')
    await expect(cards).toHaveCount(2)
    const freelancerCard = cards.filter({ hasText: freelancer.branchName })
    await expect(freelancerCard.locator('.card-kicker')).toHaveText(w.freelancer)
    await expect(freelancerCard).not.toContainText(w.center)
    // What shows, without the "priced at" tip that keeps the provider's own price.
    const shown = await cards.locator('.card-price').evaluate((node) => {
      const copy = node.cloneNode(true) as HTMLElement
      copy.querySelectorAll('[role="tooltip"]').forEach((tip) => tip.remove())
      return copy.textContent ?? ''
    })
    // US dollars as each language writes them: a sign in English, the currency's name in Arabic.
    expect(shown).toContain(lang === 'ar' ? 'دولار أمريكي' : '$')
    expect(shown).not.toMatch(/SAR|ر\.س|ريال/)
  })
}
