import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionData } from '../../contract/users.ts'
import { CountriesResponseSchema } from '../../contract/general.ts'
import { api, ApiError, authorizationFor } from './client.ts'
import { sessionStore } from './session.ts'

const session = (accessToken: string, refreshToken = 'refresh-1'): SessionData => ({
  accessToken,
  refreshToken,
  expiresIn: 900,
  role: 'diver',
  userId: 1,
  name: 'Layla',
  email: 'diver@reefline.test',
  logoUrl: null,
  language: 1,
})

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('authorizationFor (SPEC §7 token rule)', () => {
  const base = '/api/website/v1'
  it('adds the bearer token to addresses under the API base', () => {
    expect(authorizationFor('/api/website/v1/Users/GetProfileData', base, 'abc')).toBe('Bearer abc')
    expect(authorizationFor(`${location.origin}/api/website/v1/X`, base, 'abc')).toBe('Bearer abc')
  })
  it('leaves every other address alone', () => {
    expect(authorizationFor('/api/other/v1/X', base, 'abc')).toBeUndefined()
    expect(authorizationFor('/api/website/v10/X', base, 'abc')).toBeUndefined()
    expect(authorizationFor('https://evil.example/api/website/v1/X', base, 'abc')).toBeUndefined()
    expect(authorizationFor('/media/picture.png', base, 'abc')).toBeUndefined()
  })
  it('adds nothing without a token', () => {
    expect(authorizationFor('/api/website/v1/X', base, null)).toBeUndefined()
    expect(authorizationFor('/api/website/v1/X', base, '')).toBeUndefined()
  })
})

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    sessionStore.clear()
  })
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('sends no Authorization header when signed out, and parses the envelope', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [{ countryId: 1, countryName: 'Egypt' }] }))
    const result = await api.get('/General/GetCountries', CountriesResponseSchema)
    expect(result.data[0]?.countryName).toBe('Egypt')
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>
    expect(headers.authorization).toBeUndefined()
  })

  it('refreshes once for concurrent 401s and retries each request with the new token', async () => {
    sessionStore.set(session('old'))
    let refreshes = 0
    fetchMock.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : input.toString()
      const auth = (init?.headers as Record<string, string>).authorization
      if (url.endsWith('/Users/RefreshTokens')) {
        refreshes++
        await new Promise((resolve) => setTimeout(resolve, 10))
        return json(200, { data: session('new', 'refresh-2') })
      }
      return auth === 'Bearer new' ? json(200, { data: [] }) : json(401, { message: 'expired', code: 'TokenExpired' })
    })
    await Promise.all([api.get('/A', CountriesResponseSchema), api.get('/B', CountriesResponseSchema), api.get('/C', CountriesResponseSchema)])
    expect(refreshes).toBe(1)
    expect(sessionStore.get()?.refreshToken).toBe('refresh-2')
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ data: { accessToken: 'new' } })
  })

  it('ends the session when the refresh is refused, and throws the server’s error', async () => {
    sessionStore.set(session('old'))
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        (input instanceof Request ? input.url : input.toString()).endsWith('/Users/RefreshTokens')
          ? json(401, { message: 'gone', code: 'InvalidRefreshToken' })
          : json(401, { message: 'Please sign in', code: 'Unauthorized' }),
      ),
    )
    const error = await api.get('/A', CountriesResponseSchema).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, code: 'Unauthorized', message: 'Please sign in' })
    expect(sessionStore.get()).toBeNull()
  })

  /** The server as a language change crossing a renewal meets it: fresh tokens land while `renewal` is on its way. */
  const crossedByFreshTokens = (renewal: Response) =>
    fetchMock.mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : input.toString()
      if (url.endsWith('/Users/RefreshTokens')) {
        sessionStore.set(session('changed', 'refresh-changed'))
        return Promise.resolve(renewal)
      }
      const auth = (init?.headers as Record<string, string>).authorization
      return Promise.resolve(auth === 'Bearer changed' ? json(200, { data: [] }) : json(401, { message: 'expired', code: 'TokenExpired' }))
    })

  it('keeps a session that fresh tokens replaced while a renewal was on its way: the refused old token signs nobody out, and the request goes again with the new', async () => {
    sessionStore.set(session('old'))
    // The fresh pair retired the token the renewal sent.
    crossedByFreshTokens(json(401, { message: 'gone', code: 'InvalidRefreshToken' }))
    await expect(api.get('/A', CountriesResponseSchema)).resolves.toEqual({ data: [] })
    expect(sessionStore.get()?.refreshToken).toBe('refresh-changed')
    expect(sessionStore.wasEnded()).toBe(false)
  })

  it('lets a renewal that crossed fresh tokens give way to them: the newer session is kept, not the renewed older one', async () => {
    sessionStore.set(session('old'))
    crossedByFreshTokens(json(200, { data: session('renewed', 'refresh-renewed') }))
    await expect(api.get('/A', CountriesResponseSchema)).resolves.toEqual({ data: [] })
    expect(sessionStore.get()?.refreshToken).toBe('refresh-changed')
  })

  it('turns field errors and network failures into ApiError', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { message: 'Some fields are not valid.', code: 'ValidationFailed', errors: [{ path: 'email', message: 'Enter a valid e-mail address.' }] }),
    )
    await expect(api.post('/Users/Login', CountriesResponseSchema, { body: {} })).rejects.toMatchObject({ status: 400, errors: [{ path: 'email' }] })
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(api.get('/A', CountriesResponseSchema)).rejects.toMatchObject({ code: 'NetworkError' })
  })

  it('rejects an answer that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fetchMock.mockResolvedValueOnce(json(200, { data: [{ countryId: 'one' }] }))
    await expect(api.get('/A', CountriesResponseSchema)).rejects.toMatchObject({ code: 'BadResponse' })
  })
})
