import { queryOptions } from '@tanstack/react-query'
import {
  BranchDetailResponseSchema,
  branchDetailPath,
  branchFilterOf,
  BranchListResponseSchema,
  diveCentersPath,
  freelancersPath,
} from '../../../../contract/branches.ts'
import type { Lang } from '../../../../contract/common.ts'
import { api } from '../../../api/client.ts'
import { queryRoots } from '../../../lib/query-keys.ts'
import type { DirectorySearch } from '../search.ts'

export type BranchType = 'diveCenters' | 'freelancers'
/** SPEC §2.3: `diveCenters` lists dive centers; any other value lists freelancers. */
export const branchTypeOf = (param: string): BranchType => (param === 'diveCenters' ? 'diveCenters' : 'freelancers')

/** Keys carry the language; prices are converted on the device, so the currency is not in them. */
export const branchKeys = {
  all: queryRoots.branches,
  list: (type: BranchType, search: DirectorySearch, lang: Lang) => [...branchKeys.all, 'list', type, lang, search] as const,
  detail: (id: number, lang: Lang) => [...branchKeys.all, 'detail', id, lang] as const,
}

export const branchListQueryOptions = (type: BranchType, search: DirectorySearch, lang: Lang) =>
  queryOptions({
    queryKey: branchKeys.list(type, search, lang),
    queryFn: ({ signal }) =>
      api.post(type === 'diveCenters' ? diveCentersPath : freelancersPath, BranchListResponseSchema, {
        query: { isEnglish: lang === 'en' },
        body: branchFilterOf(search),
        signal,
      }),
  })

export const branchDetailQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: branchKeys.detail(id, lang),
    queryFn: ({ signal }) => api.get(branchDetailPath, BranchDetailResponseSchema, { query: { BranchId: id, isEnglish: lang === 'en' }, signal }),
  })
