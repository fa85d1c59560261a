import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { SessionResponse } from '../../contract/users.ts'

export const API = '/api/website/v1'
let counter = 0

/** A fresh diver for one test, made through the real API (so tests never share account state). */
export async function newDiver(request: APIRequestContext, lang: 'en' | 'ar' = 'en', name = 'Test Diver') {
  const email = `diver-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 6)}@reefline.test`
  const password = 'Coral-Reef-2026!'
  const response = await request.post(`${API}/Users/Register?Lang=${lang === 'ar' ? 2 : 1}`, { data: { name, email, password } })
  expect(response.status()).toBe(201)
  const session = ((await response.json()) as SessionResponse).data
  return { email, password, name, session, auth: { authorization: `Bearer ${session.accessToken}` } }
}

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${API}/Users/Login`, { data: { email, password } })
  expect(response.ok()).toBe(true)
  const session = ((await response.json()) as SessionResponse).data
  return { authorization: `Bearer ${session.accessToken}` }
}

type TripCard = { tempTripId: number; startDate: string; availableSeats: number }

/** Books a trip starting at least a week ahead (so it may be cancelled), through the real API. */
export async function bookTrip(request: APIRequestContext, auth: Record<string, string>, skip = 0): Promise<{ reservationId: number; tripName: string }> {
  const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  let seen = 0
  for (let branchId = 1; branchId < 120; branchId++) {
    const detail = (await (await request.get(`${API}/BranchWeb/BranchDetail?BranchId=${branchId}&isEnglish=true`)).json()) as {
      data?: { branchDetailsDto: { divingTrips: TripCard[] } }
    }
    for (const trip of detail.data?.branchDetailsDto.divingTrips ?? []) {
      if (trip.startDate < soon || trip.availableSeats < 1 || seen++ < skip) continue
      for (const paymentType of [2, 3, 1]) {
        const response = await request.post(`${API}/Booking/Create`, { headers: auth, data: { tripId: trip.tempTripId, seats: 1, paymentType } })
        if (response.status() === 201) {
          const { data } = (await response.json()) as { data: { reservationId: number; tripName: string } }
          return data
        }
      }
    }
  }
  throw new Error('no bookable trip in the seed')
}

/** The mails the server wrote to its mail folder for an address (nodemailer JSON), oldest first. */
export function mailsTo(address: string): Array<{ subject: string; text: string }> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail')
  let files: string[] = []
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
  } catch {
    return []
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: unknown; subject: string; text: string })
    .filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(address.toLowerCase()))
}

/** Waits for the server's job workers to write a mail to `address` whose text matches, and returns the match. */
export async function mailMatch(address: string, pattern: RegExp, after = 0): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null
  await expect
    .poll(
      () => {
        const mail = mailsTo(address)
          .slice(after)
          .find((item) => pattern.test(item.text))
        found = mail ? mail.text.match(pattern) : null
        return found !== null
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/** Fills the sign-in form by its labels, in either language. */
export async function signInAs(page: Page, email: string, password: string, lang: 'en' | 'ar' = 'en') {
  await page.getByLabel(lang === 'en' ? /^E-mail$/ : /^البريد الإلكتروني$/).fill(email)
  await page.getByLabel(lang === 'en' ? /^Password$/ : /^كلمة المرور$/).fill(password)
  await page
    .getByRole('button', { name: lang === 'en' ? /^Sign in$/ : /^تسجيل الدخول$/ })
    .first()
    .click()
}

/** Opens the app signed in as a diver, by storing the session the way sign-in does (SPEC §3 "user"). */
export async function openSignedIn(page: Page, session: SessionResponse['data'], lang: 'en' | 'ar', path: string) {
  await page.addInitScript(
    ([data, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('user', JSON.stringify({ data: JSON.parse(data) as unknown }))
        localStorage.setItem('language', value)
        sessionStorage.setItem('seeded', '1')
      }
    },
    [JSON.stringify(session), lang === 'ar' ? '2' : '1'] as const,
  )
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

/** The text of a PDF's pages as pdf.js reads it, with Arabic presentation forms folded back (NFKC). */
export async function pdfText(path: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const document = await getDocument({ data: new Uint8Array(readFileSync(path)), useSystemFonts: false }).promise
  const parts: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    for (const item of content.items) if ('str' in item) parts.push(item.str)
  }
  return parts.join('\n').normalize('NFKC')
}

/** The toast of SPEC §8 (sonner), centred. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toaster][data-x-position="center"] [data-sonner-toast]').filter({ hasText: text })
