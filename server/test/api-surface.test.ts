import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestApp, loginDemo, type TestApp } from './harness.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = (await loginDemo(t.app)).accessToken
})
afterAll(() => t.close())

/** SPEC §7, every call, plus Booking/Create and Users/Logout. */
const specCalls = [
  'GET General/GetCountries', 'GET General/GetTranslatedCountries', 'POST General/ContactUS', 'GET General/GetPageContent',
  'POST Settings/Intialize', 'GET Notifications/Get', 'POST Notifications/Read/{id}', 'POST Notifications/Delete/{id}',
  'POST Notifications/ReadAll', 'POST Notifications/DeleteAll', 'GET Wallet/ConvertCurrency', 'GET Wallet/GetAllTransactionForCurrentUser',
  'POST Users/LoginAsGuest', 'POST Users/Login', 'POST Users/CheckMobileAndEmail', 'POST Users/Register', 'POST Users/SendPasswordResetLink',
  'POST Users/RefreshTokens', 'GET Users/SendConfirmationCode', 'GET Users/ConfirmEmail', 'GET Users/GetProfileData', 'POST Users/UpdateProfile',
  'POST users/changeprofileImage', 'POST Users/ResetPassword/{token}', 'POST Users/ChangePassword', 'GET Users/ChangeLanguage',
  'POST Users/Logout', 'POST Mobile/Organizations', 'POST Mobile/ChangeCertificateImage', 'POST BranchWeb/DiveCenters', 'POST BranchWeb/Freelancers',
  'GET BranchWeb/BranchDetail', 'GET Booking/Reservations', 'POST Booking/CancelReservation', 'POST Booking/Create', 'POST Review/AddReview',
  'POST Review/UpdateReview', 'GET Review/GetReview',
]

describe('the API surface', () => {
  it('documents every call of SPEC §7 at /api/docs (OpenAPI 3.1)', async () => {
    const response = await t.app.inject({ url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> }>()
    expect(document.openapi).toBe('3.1.0')
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace('/api/website/v1/', '')}`))
    for (const spec of specCalls) expect(documented, spec).toContain(spec)
    expect(document.paths['/api/website/v1/Booking/Create']?.post?.requestBody).toBeDefined()
    expect(document.paths['/api/website/v1/BranchWeb/BranchDetail']?.get?.responses['200']).toMatchObject({ content: { 'application/json': {} } })
  })

  /** Hostile and malformed values for every declared call: a 4xx, never a 5xx. */
  it('answers hostile input with 4xx everywhere, never 5xx', async () => {
    const hostile: unknown[] = [
      null, 0, -1, 1e308, 'x'.repeat(20_000), "' or 1=1 --", '<script>alert(1)</script>', '\u0000', '../../etc/passwd', '😀🐠',
      [], [1, 2], {}, { $gt: '' }, true, 'NaN', '-0', '1e400', '9'.repeat(40),
    ]
    const failures: string[] = []
    const statuses = new Map<number, number>()
    expect(t.app.apiDocs.length).toBeGreaterThanOrEqual(specCalls.length)
    for (const route of t.app.apiDocs) {
      const url = route.url.replace(':id', '1').replace(':token', 'x'.repeat(30))
      for (const value of hostile) {
        const query = new URLSearchParams()
        const fieldNames = ['BranchId', 'isEnglish', 'UsedOnly', 'Lang', 'lang', 'lastNotificationNumber', 'amount', 'from', 'to', 'pageName', 'Code', 'reviewId', 'oldReviewId']
        for (const name of fieldNames) query.set(name, typeof value === 'string' ? value : JSON.stringify(value))
        const bodyValue = value
        const payload =
          route.method === 'GET'
            ? undefined
            : { tripId: bodyValue, courseId: bodyValue, seats: bodyValue, paymentType: bodyValue, reservationId: bodyValue, cancellationReason: bodyValue, email: bodyValue, password: bodyValue, name: bodyValue, Page: bodyValue, DiveCenterName: bodyValue, CountryId: bodyValue, rate: bodyValue, body: bodyValue, refreshToken: bodyValue, message: bodyValue, countryId: bodyValue, mobile: bodyValue }
        for (const auth of [undefined, token]) {
          const response = await call(t.app, { method: route.method, url: `${url}?${query.toString()}`, payload, token: auth })
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          if (response.status >= 500) failures.push(`${route.method} ${route.url} ${JSON.stringify(value)?.slice(0, 30)} → ${response.status} ${response.body.slice(0, 120)}`)
        }
      }
      // A raw non-object body and malformed JSON too.
      if (route.method !== 'GET') {
        for (const raw of ['"text"', '12', '{"a":', '\u0000']) {
          const response = await call(t.app, { method: 'POST', url, payload: raw, headers: { 'content-type': 'application/json' }, token })
          if (response.status >= 500) failures.push(`${route.url} raw ${raw} → ${response.status}`)
        }
      }
    }
    expect(failures).toEqual([])
    // The sweep reached the validators (400s), the guards (401/403) and the handlers (404 on well-formed ids).
    expect(statuses.get(400) ?? 0).toBeGreaterThan(500)
    expect(statuses.get(401) ?? 0).toBeGreaterThan(0)
  }, 120_000)
})
