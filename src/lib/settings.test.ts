import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initializeQueryOptions } from './settings.ts'

const answer = {
  data: { currencies: ['USD'], defaultCurrency: 'USD', serverTime: '2026-11-25T00:00:00Z', signedIn: true, paymentProvider: { id: 'local', test: true } },
  metaData: { showFlag: false, lastNotificationNumber: 0 },
}

/** The cursor the start-up call sent. */
async function sentCursor(client: QueryClient, userId: number | null): Promise<string | null> {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL) => {
      urls.push(String(input))
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }))
    }),
  )
  await client.fetchQuery(initializeQueryOptions('en', userId))
  expect(urls).toHaveLength(1)
  return new URL(urls[0]!, 'http://localhost').searchParams.get('lastNotificationNumber')
}

afterEach(() => vi.unstubAllGlobals())

describe('Settings/Intialize', () => {
  it('sends the notification cursor the device keeps for this diver, the furthest of its languages', async () => {
    const client = new QueryClient()
    client.setQueryData(['notifications', 7, 'en'], { items: [], cursor: 42 })
    client.setQueryData(['notifications', 7, 'ar'], { items: [], cursor: 40 })
    client.setQueryData(['notifications', 8, 'en'], { items: [], cursor: 99 }) // another diver's, on a shared device
    expect(await sentCursor(client, 7)).toBe('42')
  })

  it('sends 0 when nothing is kept, and for a visitor', async () => {
    const client = new QueryClient()
    client.setQueryData(['notifications', 8, 'en'], { items: [], cursor: 99 })
    expect(await sentCursor(client, 7)).toBe('0')
    expect(await sentCursor(new QueryClient(), null)).toBe('0')
  })
})
