import { queryOptions } from '@tanstack/react-query'
import type { DirectorySearch } from '../../../../contract/addresses.ts'
import { BranchDetailResponseSchema, branchDetailRequest, BranchListResponseSchema, branchListRequest, type BranchType } from '../../../../contract/branches.ts'
import type { Lang } from '../../../../contract/common.ts'
import { api } from '../../../api/client.ts'

// The directory's and the branch page's keys and requests are the entry pages' (contract/branches.ts,
// listed in contract/entry-pages.ts): a first visit's page carries their answers under these keys.

export const branchListQueryOptions = (type: BranchType, search: DirectorySearch, lang: Lang) => {
  const { key, call } = branchListRequest(type, search, lang)
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.send(call, BranchListResponseSchema, { signal }) })
}

export const branchDetailQueryOptions = (id: number, lang: Lang) => {
  const { key, call } = branchDetailRequest(id, lang)
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.send(call, BranchDetailResponseSchema, { signal }) })
}
