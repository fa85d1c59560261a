import { describe, expect, it } from 'vitest'
import { useTestApp } from './harness.ts'

const t = useTestApp()

/** SPEC §7, every call, plus Booking/Create and Users/Logout. */
const specCalls = [
  'GET General/GetCountries',
  'GET General/GetTranslatedCountries',
  'POST General/ContactUS',
  'GET General/GetPageContent',
  'POST Settings/Intialize',
  'GET Notifications/Get',
  'POST Notifications/Read/{id}',
  'POST Notifications/Delete/{id}',
  'POST Notifications/ReadAll',
  'POST Notifications/DeleteAll',
  'GET Wallet/ConvertCurrency',
  'GET Wallet/GetAllTransactionForCurrentUser',
  'POST Users/LoginAsGuest',
  'POST Users/Login',
  'POST Users/CheckMobileAndEmail',
  'POST Users/Register',
  'POST Users/SendPasswordResetLink',
  'POST Users/RefreshTokens',
  'GET Users/SendConfirmationCode',
  'GET Users/ConfirmEmail',
  'GET Users/GetProfileData',
  'POST Users/UpdateProfile',
  'POST users/changeprofileImage',
  'POST Users/ResetPassword/{token}',
  'POST Users/ChangePassword',
  'GET Users/ChangeLanguage',
  'POST Users/Logout',
  'POST Mobile/Organizations',
  'POST Mobile/ChangeCertificateImage',
  'POST BranchWeb/DiveCenters',
  'POST BranchWeb/Freelancers',
  'GET BranchWeb/BranchDetail',
  'GET Booking/Reservations',
  'POST Booking/CancelReservation',
  'POST Booking/Create',
  'POST Review/AddReview',
  'POST Review/UpdateReview',
  'GET Review/GetReview',
]

describe('the API surface', () => {
  it('documents every call of SPEC §7 at /api/docs (OpenAPI 3.1)', async () => {
    const response = await t.app.inject({ url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> }>()
    expect(document.openapi).toBe('3.1.0')
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace('/api/website/v1/', '')}`),
    )
    for (const spec of specCalls) expect(documented, spec).toContain(spec)
    expect(document.paths['/api/website/v1/Booking/Create']?.post?.requestBody).toBeDefined()
    expect(document.paths['/api/website/v1/BranchWeb/BranchDetail']?.get?.responses['200']).toMatchObject({ content: { 'application/json': {} } })
  })

  it('gives every operation a summary, the rules a caller must know, and a schema for its success answer', async () => {
    type Operation = { summary?: string; description?: string; responses: Record<string, { content?: Record<string, { schema?: object }> }> }
    const document = (await t.app.inject({ url: '/api/docs' })).json<{ paths: Record<string, Record<string, Operation>> }>()
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    )
    expect(operations.length).toBeGreaterThanOrEqual(specCalls.length)
    const missing: string[] = []
    for (const { name, operation } of operations) {
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'))
      if (success.length === 0 || success.some(([, answer]) => !answer.content?.['application/json']?.schema)) missing.push(`${name}: no success schema`)
      if (!operation.summary?.trim()) missing.push(`${name}: no summary`)
      if (!operation.description?.includes('Access:')) missing.push(`${name}: no access rule`)
    }
    expect(missing).toEqual([])
  })
})
