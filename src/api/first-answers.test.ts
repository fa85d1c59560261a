import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { diveCentersPath } from '../../contract/branches.ts'
import { firstAnswersElementId, firstCallKey } from '../../contract/first-view.ts'
import { CountriesResponseSchema, getCountriesPath } from '../../contract/general.ts'
import { api, setApiLanguage } from './client.ts'
import { parseFirstAnswers } from './first-answers.ts'
import { sessionStore } from './session.ts'

const countries = (name: string) => ({ data: [{ countryId: 1, countryName: name, code: 'EG', phoneCode: '+20' }] })
const filter = { DiveCenterName: '', Page: 1, CountryId: null }

beforeAll(() => {
  // What the server put in the page: the same calls, keyed the way the client keys them.
  const answers = [
    { key: firstCallKey({ method: 'GET', path: getCountriesPath, query: { UsedOnly: true } }, 'en'), json: countries('Egypt (carried)') },
    {
      key: firstCallKey({ method: 'POST', path: diveCentersPath, query: { isEnglish: true }, body: { Page: 1, CountryId: null, DiveCenterName: '' } }, 'en'),
      json: { data: 'list' },
    },
    { key: firstCallKey({ method: 'GET', path: getCountriesPath, query: { UsedOnly: false } }, 'en'), json: countries('Egypt (carried, all)') },
  ]
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = firstAnswersElementId
  element.textContent = JSON.stringify({ at: Date.now(), answers })
  document.body.append(element)
})

describe('answers carried by the page', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(countries('Egypt (network)')), { status: 200 })))
    sessionStore.clear()
    setApiLanguage('en')
  })
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('answer their own call once, without the network; the next one asks the API', async () => {
    const first = await api.get(getCountriesPath, CountriesResponseSchema, { query: { UsedOnly: true } })
    expect(first.data[0]?.countryName).toBe('Egypt (carried)')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(document.getElementById(firstAnswersElementId)).toBeNull()
    const second = await api.get(getCountriesPath, CountriesResponseSchema, { query: { UsedOnly: true } })
    expect(second.data[0]?.countryName).toBe('Egypt (network)')
    expect(fetchMock).toHaveBeenCalledOnce()
  })

  it('match a body whatever the order of its fields, and are still parsed with the contract', async () => {
    // The carried list is not a list: the contract refuses it, as it would refuse the server's.
    const { BranchListResponseSchema } = await import('../../contract/branches.ts')
    await expect(api.post(diveCentersPath, BranchListResponseSchema, { query: { isEnglish: true }, body: filter })).rejects.toMatchObject({
      code: 'BadResponse',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('are not used in another language or by a signed-in diver', async () => {
    setApiLanguage('ar')
    await api.get(getCountriesPath, CountriesResponseSchema, { query: { UsedOnly: false } })
    expect(fetchMock).toHaveBeenCalledOnce()
    setApiLanguage('en')
    sessionStore.set({
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 900,
      role: 'diver',
      userId: 1,
      name: 'L',
      email: 'l@x.test',
      logoUrl: null,
      language: 1,
    })
    const signedIn = await api.get(getCountriesPath, CountriesResponseSchema, { query: { UsedOnly: false } })
    expect(signedIn.data[0]?.countryName).toBe('Egypt (network)')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    // Still there for the visitor it was made for.
    sessionStore.clear()
    const visitor = await api.get(getCountriesPath, CountriesResponseSchema, { query: { UsedOnly: false } })
    expect(visitor.data[0]?.countryName).toBe('Egypt (carried, all)')
  })
})

describe('a data block', () => {
  const key = firstCallKey({ method: 'GET', path: getCountriesPath, query: { UsedOnly: true } }, 'en')
  const block = (at: number) => JSON.stringify({ at, answers: [{ key, json: countries('Egypt') }] })
  it('is used while fresh, clocks a little apart included', () => {
    const now = Date.now()
    expect(parseFirstAnswers(block(now - 5_000), now).get(key)).toEqual(countries('Egypt'))
    expect(parseFirstAnswers(block(now + 30_000), now).size).toBe(1)
  })
  it("is not used when the page came back from the browser's cache with old answers, or is not a block", () => {
    const now = Date.now()
    expect(parseFirstAnswers(block(now - 10 * 60_000), now).size).toBe(0)
    expect(parseFirstAnswers('[{"key":"x","json":1}]', now).size).toBe(0)
    expect(parseFirstAnswers('{"at":', now).size).toBe(0)
  })
})
