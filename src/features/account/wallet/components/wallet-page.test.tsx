import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../test/render.tsx'
import { WalletPage } from './wallet-page.tsx'

/** A diver with 70 small credits: the first answer carries 50 of them, the rest come on Show more. */
const line = (i: number) => ({
  id: i,
  validFrom: `2026-0${1 + (i % 9)}-01T00:00:00Z`,
  validTo: '2099-01-01T00:00:00Z',
  amount: 1,
  remaining: 1,
  type: 'Credited',
  description: `Refund ${i}`,
})
const asked: string[] = []

beforeEach(() => {
  asked.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), location.origin)
      asked.push(url.search)
      const limit = Number(url.searchParams.get('limit') ?? 50)
      const body = {
        data: {
          currency: 'USD',
          availableTransaction: { balance: 70, walletTransactions: Array.from({ length: Math.min(70, limit) }, (_, i) => line(i + 1)) },
          expiredTransaction: { balance: 0, walletTransactions: [] },
        },
        metaData: { currentTotal: 70, expiredTotal: 0, limit },
      }
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }))
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('WalletPage', () => {
  for (const [locale, more, label] of [
    ['en', /Show 20 more/, 'Refund 70'],
    ['ar', /عرض 20 أخرى/, 'Refund 70'],
  ] as const) {
    it(`lists a page of lines, then the rest when asked, the balance counting every line (${locale})`, async () => {
      await renderWithProviders(
        <Suspense fallback="…">
          <WalletPage />
        </Suspense>,
        { locale },
      )
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50))
      expect(screen.getByText(/70\.00/)).toBeTruthy()
      expect(screen.queryByText(label)).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: more }))
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(70))
      expect(screen.getByText(label)).toBeTruthy()
      expect(screen.queryByRole('button', { name: more })).toBeNull()
      expect(asked.some((search) => new URLSearchParams(search).get('limit') === '150')).toBe(true)
    })
  }
})
