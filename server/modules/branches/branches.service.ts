import type * as v from 'valibot'
import { BRANCH_PAGE_SIZE, type BranchDetailResponse, type BranchFilterSchema, type BranchListItem } from '../../../contract/branches.ts'
import type { Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { toBranchDetail, toBranchListItem } from './branches.mapper.ts'
import { DIRECTORY_PAGES, findBranchDetailRow, findBranchPage } from './branches.repository.ts'

export type BranchKind = 'diveCenter' | 'freelancer'

export async function branchPage(
  db: Db,
  kind: BranchKind,
  filter: v.InferOutput<typeof BranchFilterSchema>,
  lang: Lang,
): Promise<{ items: BranchListItem[]; total: number; capped: boolean; page: number; pageCount: number }> {
  const { rows, total, capped, page } = await findBranchPage(db, kind, filter, lang)
  const pageCount = Math.min(Math.ceil(total / BRANCH_PAGE_SIZE), DIRECTORY_PAGES)
  return { total, capped, page, pageCount, items: rows.map((row) => toBranchListItem(row, lang)) }
}

export async function branchDetail(db: Db, branchId: number, lang: Lang): Promise<BranchDetailResponse['data']> {
  const row = await findBranchDetailRow(db, branchId)
  if (!row) throw new HttpError(404, 'BranchNotFound')
  return toBranchDetail(row, lang)
}
