import type * as v from 'valibot'
import type { BranchDetailResponse, BranchFilterSchema, BranchListItem } from '../../../contract/branches.ts'
import type { Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { toBranchDetail, toBranchListItem } from './branches.mapper.ts'
import { findBranchDetailRow, findBranchPage } from './branches.repository.ts'

export type BranchKind = 'diveCenter' | 'freelancer'

export async function branchPage(db: Db, kind: BranchKind, filter: v.InferOutput<typeof BranchFilterSchema>, lang: Lang): Promise<{ items: BranchListItem[]; total: number }> {
  const { rows, total } = await findBranchPage(db, kind, filter, lang)
  return { total, items: rows.map((row) => toBranchListItem(row, lang)) }
}

export async function branchDetail(db: Db, branchId: number, lang: Lang): Promise<BranchDetailResponse['data']> {
  const row = await findBranchDetailRow(db, branchId)
  if (!row) throw new HttpError(404, 'BranchNotFound')
  return toBranchDetail(row, lang)
}
