import { QueryClient, queryOptions } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstViewElementId } from '../../contract/first-view.ts'
import { type Lang } from '../../contract/common.ts'
import { CountriesResponseSchema, usedCountriesRequest } from '../../contract/general.ts'
import { RatesResponseSchema, ratesRequest } from '../../contract/wallet.ts'
import { api, setApiLanguage } from './client.ts'
import { parseFirstView, seedFirstView } from './first-view.ts'

// Query options as the pages build them (src/lib/countries.ts, src/lib/rates.ts), from the entry pages' requests.
const usedCountriesQueryOptions = (lang: Lang) => {
  const { key, call } = usedCountriesRequest(lang)
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.send(call, CountriesResponseSchema, { signal }) })
}
const ratesQueryOptions = () => {
  const { key, call } = ratesRequest()
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.send(call, RatesResponseSchema, { signal }) })
}

const countries = (name: string) => ({ data: [{ countryId: 1, countryName: name, code: 'EG', phoneCode: '+20' }] })

/** A page's data block, as the server writes it: each answer under the key its page reads it with. */
function carry(at: number, answers: { key: readonly unknown[]; json: unknown }[]) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = firstViewElementId
  element.textContent = JSON.stringify({ at, answers })
  document.body.append(element)
}

describe('answers carried by the page', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let queryClient: QueryClient
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(countries('Egypt (network)')), { status: 200 })))
    setApiLanguage('en')
    queryClient = new QueryClient()
  })
  afterEach(() => {
    document.getElementById(firstViewElementId)?.remove()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it("are in the cache under the loaders' own keys, as of when the server made them, before any loader asks", async () => {
    const at = Date.now() - 5_000
    carry(at, [{ key: usedCountriesRequest('en').key, json: countries('Egypt (carried)') }])
    expect(seedFirstView(queryClient, false)).toBe(1)
    expect(document.getElementById(firstViewElementId)).toBeNull()
    const list = await queryClient.ensureQueryData(usedCountriesQueryOptions('en'))
    expect(list.data[0]?.countryName).toBe('Egypt (carried)')
    expect(queryClient.getQueryState(usedCountriesQueryOptions('en').queryKey)?.dataUpdatedAt).toBe(at)
    expect(fetchMock).not.toHaveBeenCalled()
    // Another language's page, or a call the page did not carry, asks the API.
    expect((await queryClient.ensureQueryData(usedCountriesQueryOptions('ar'))).data[0]?.countryName).toBe('Egypt (network)')
    expect(fetchMock).toHaveBeenCalledOnce()
    await queryClient.ensureQueryData(ratesQueryOptions()).catch(() => undefined)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('are not used by a signed-in diver, whose page asks for its own', async () => {
    carry(Date.now(), [{ key: usedCountriesRequest('en').key, json: countries('Egypt (carried)') }])
    expect(seedFirstView(queryClient, true)).toBe(0)
    expect(document.getElementById(firstViewElementId)).toBeNull()
    expect((await queryClient.ensureQueryData(usedCountriesQueryOptions('en'))).data[0]?.countryName).toBe('Egypt (network)')
  })

  it('are not used when the page came back from the browser cache with old answers', () => {
    carry(Date.now() - 10 * 60_000, [{ key: usedCountriesRequest('en').key, json: countries('Egypt (carried)') }])
    expect(seedFirstView(queryClient, false)).toBe(0)
    expect(queryClient.getQueryData(usedCountriesQueryOptions('en').queryKey)).toBeUndefined()
  })
})

describe('a data block', () => {
  const key = usedCountriesRequest('en').key
  const block = (at: number) => JSON.stringify({ at, answers: [{ key, json: countries('Egypt') }] })
  it('is used while fresh, clocks a little apart included', () => {
    const now = Date.now()
    expect(parseFirstView(block(now - 5_000), now).answers).toEqual([{ key, json: countries('Egypt') }])
    expect(parseFirstView(block(now + 30_000), now).answers).toHaveLength(1)
  })
  it('is not used when it is old, not a block, cut short, or an answer has no key', () => {
    const now = Date.now()
    expect(parseFirstView(block(now - 10 * 60_000), now).answers).toHaveLength(0)
    expect(parseFirstView('[{"key":"x","json":1}]', now).answers).toHaveLength(0)
    expect(parseFirstView('{"at":', now).answers).toHaveLength(0)
    expect(parseFirstView(JSON.stringify({ at: now, answers: [{ key: 'x', json: 1 }] }), now).answers).toHaveLength(0)
  })
})
