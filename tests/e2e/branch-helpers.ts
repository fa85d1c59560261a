import type { APIRequestContext } from '@playwright/test'
import type { BranchDetailResponse, BranchListResponse } from '../../contract/branches.ts'

const api = '/api/website/v1'

/** The real server's answer for a branch (the browser tests pick their subjects from the seeded data). */
export async function branchDetail(request: APIRequestContext, id: number, lang: 'en' | 'ar' = 'en'): Promise<BranchDetailResponse['data']> {
  const response = await request.get(`${api}/BranchWeb/BranchDetail?BranchId=${id}&isEnglish=${lang === 'en'}`)
  return ((await response.json()) as BranchDetailResponse).data
}

/** The first seeded dive center (ids from 1) whose detail matches `test`. */
export async function findBranch(
  request: APIRequestContext,
  test: (detail: BranchDetailResponse['data']) => boolean,
  from = 1,
): Promise<BranchDetailResponse['data']> {
  for (let id = from; id < from + 80; id++) {
    const detail = await branchDetail(request, id)
    if (test(detail)) return detail
  }
  throw new Error('no seeded branch matches')
}

export async function directory(request: APIRequestContext, filter: Record<string, unknown>, lang: 'en' | 'ar' = 'en'): Promise<BranchListResponse> {
  const response = await request.post(`${api}/BranchWeb/DiveCenters?isEnglish=${lang === 'en'}`, { data: filter })
  return (await response.json()) as BranchListResponse
}

export const detailPath = (id: number) => `/branch/details/x/${id}`
