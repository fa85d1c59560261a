import { expect, test } from '@playwright/test'

// The reference is for developers and written in English only (SPEC's wire format); the app's
// language does not reach it.
test('the API reference lists every operation of the document, from this origin only and within the CSP', async ({ page, baseURL, request }) => {
  const elsewhere: string[] = []
  const refused: string[] = []
  page.on('request', (sent) => {
    if (!sent.url().startsWith(baseURL!) && !sent.url().startsWith('data:')) elsewhere.push(sent.url())
  })
  page.on('response', (answer) => {
    if (answer.status() >= 400) refused.push(`${answer.status()} ${answer.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text())
  })
  const document = (await (await request.get('/api/docs')).json()) as { paths: Record<string, Record<string, unknown>> }
  const operations = Object.values(document.paths).reduce((sum, byMethod) => sum + Object.keys(byMethod).length, 0)

  await page.goto('/api/reference')
  await expect(page.locator('.opblock')).toHaveCount(operations)
  const create = page.locator('.opblock').filter({ has: page.locator('[data-path$="/Booking/Create"]') })
  await expect(create).toHaveCount(1)
  // An operation opens on a click, with its answers.
  await create.locator('.opblock-summary-control').click()
  await expect(create.locator('.responses-wrapper')).toBeVisible()
  await expect(create.locator('.response-col_status', { hasText: '201' }).first()).toBeVisible()
  expect(elsewhere).toEqual([])
  expect(refused).toEqual([])
})
