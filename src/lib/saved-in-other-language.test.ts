import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/client.ts'
import { createQueryClient, persistOptions } from './query-client.ts'
import { isOtherLanguageCopy } from './saved-in-other-language.ts'

const DAY = 86_400_000
const noNetwork = () => Promise.reject(new ApiError(0, 'NetworkError', 'Network error'))
const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

afterEach(() => vi.restoreAllMocks())

describe('a page opened in one language, asked for in the other with no network', () => {
  it('opens with the copy saved in the other language, as old as it is and stale, never saved as this language’s answer', async () => {
    offline()
    const queryClient = createQueryClient()
    const savedAt = Date.now() - 3 * DAY
    queryClient.setQueryData(['branches', 'detail', 5, 'en'], { name: 'Blue Hole Divers' }, { updatedAt: savedAt })
    const data = await queryClient.ensureQueryData({ queryKey: ['branches', 'detail', 5, 'ar'], queryFn: noNetwork })
    expect(data).toEqual({ name: 'Blue Hole Divers' })
    const query = queryClient.getQueryCache().find({ queryKey: ['branches', 'detail', 5, 'ar'], exact: true })!
    await vi.waitFor(() => expect(query.state).toMatchObject({ dataUpdatedAt: savedAt, isInvalidated: true }))
    expect(isOtherLanguageCopy(query)).toBe(true)
    expect(persistOptions.dehydrateOptions?.shouldDehydrateQuery?.(query)).toBe(false)

    // Back online, the server's answer in this language replaces it.
    vi.restoreAllMocks()
    await queryClient.fetchQuery({ queryKey: ['branches', 'detail', 5, 'ar'], queryFn: () => Promise.resolve({ name: 'الثقب الأزرق' }) })
    expect(isOtherLanguageCopy(query)).toBe(false)
    expect(persistOptions.dehydrateOptions?.shouldDehydrateQuery?.(query)).toBe(true)
  })

  it("is a copy however many times its options were defaulted on the way (a screen's observer defaults them again)", async () => {
    offline()
    const queryClient = createQueryClient()
    queryClient.setQueryData(['trips', 'search', 'en', null, '2026-05', {}], { items: ['a trip'] })
    const options = queryClient.defaultQueryOptions(
      queryClient.defaultQueryOptions({ queryKey: ['trips', 'search', 'ar', null, '2026-05', {}], queryFn: noNetwork }),
    )
    expect(await queryClient.fetchQuery(options)).toEqual({ items: ['a trip'] })
    expect(isOtherLanguageCopy(queryClient.getQueryCache().find({ queryKey: ['trips', 'search', 'ar', null, '2026-05', {}] })!)).toBe(true)
  })

  it('keeps a page’s own answer in its language when its refresh fails offline, even with a newer copy in the other language', async () => {
    offline()
    const queryClient = createQueryClient()
    queryClient.setQueryData(['account', 42, 'voucher', 7, 'en'], { gear: 'Wetsuit 5 mm' }, { updatedAt: Date.now() - DAY })
    queryClient.setQueryData(['account', 42, 'voucher', 7, 'ar'], { gear: 'بدلة غوص 5 مم' })
    const query = queryClient.getQueryCache().find({ queryKey: ['account', 42, 'voucher', 7, 'en'], exact: true })!
    await expect(queryClient.fetchQuery({ queryKey: ['account', 42, 'voucher', 7, 'en'], queryFn: noNetwork, retry: false })).rejects.toThrow('Network error')
    expect(query.state.data).toEqual({ gear: 'Wetsuit 5 mm' })
    expect(isOtherLanguageCopy(query)).toBe(false)
  })

  it('still fails with nothing saved in either language, or when the failure is not the network', async () => {
    offline()
    const queryClient = createQueryClient()
    await expect(queryClient.ensureQueryData({ queryKey: ['trips', 'search', 'ar', null, '2026-05', {}], queryFn: noNetwork })).rejects.toThrow('Network error')
    queryClient.setQueryData(['trips', 'search', 'en', null, '2026-05', {}], { items: [] })
    await expect(
      queryClient.ensureQueryData({
        queryKey: ['trips', 'search', 'ar', null, '2026-05', {}],
        queryFn: () => Promise.reject(new ApiError(404, 'NotFound', 'no')),
      }),
    ).rejects.toThrow('no')
  })

  it('online, a failure stays a failure: another language is never shown while the server can answer', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(['branches', 'detail', 5, 'en'], { name: 'Blue Hole Divers' })
    await expect(queryClient.ensureQueryData({ queryKey: ['branches', 'detail', 5, 'ar'], queryFn: noNetwork, retry: false })).rejects.toThrow()
  })
})
