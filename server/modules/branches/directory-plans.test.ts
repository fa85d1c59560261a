import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { BRANCH_PAGE_SIZE, BranchFilterSchema, type BranchFilter } from '../../../contract/branches.ts'
import { rowsRead, useGrownCatalogue } from '../../test/plans.ts'
import { DIRECTORY_COUNT_CAP, findBranchPage, findBranchPageMatching } from './branches.repository.ts'

// The plans only mean something at a size where reading rows costs: PostgreSQL, grown well past the
// seed's 210 centers (the benchmark goes to 100,000: docs/benchmarks.md).
describe.skipIf(process.env.TEST_DB !== 'postgres')('the directory at 20,000 branches reads an index, not the rows', () => {
  const { db, captured } = useGrownCatalogue(20_000)
  let egypt: number
  let padi: number
  beforeAll(async () => {
    egypt = (await db().selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()).id
    padi = (await db().selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()).id
  })

  const cases: Array<[name: string, filter: () => BranchFilter, lang?: 'en' | 'ar']> = [
    ['page 1', () => ({})],
    ['page 100, Z–A', () => ({ Page: 100, SortBy: 'za' })],
    ['best rated', () => ({ SortBy: 'rate' })],
    ['country, English, pay later, Z–A', () => ({ CountryId: egypt, Language: 'en', PayLater: true, SortBy: 'za' })],
    ['Arabic-speaking only', () => ({ Language: 'ar' })],
    ['pay now or later, Arabic names', () => ({ PayNow: true, PayLater: true }), 'ar'],
    ['an agency in a country', () => ({ CountryId: egypt, OrganizationId: padi })],
    ['a common word', () => ({ DiveCenterName: 'dive' })],
    ['a name shared by thousands', () => ({ DiveCenterName: 'manta' })],
    ['folded Arabic', () => ({ DiveCenterName: 'اوركا' }), 'ar'],
    ['a typo', () => ({ DiveCenterName: 'orka' })],
    ['two words', () => ({ DiveCenterName: 'blue dive' })],
    ['two words in Arabic', () => ({ DiveCenterName: 'ازرق عميق' }), 'ar'],
  ]

  it.each(cases)('%s: no table scan, at most a capped count of rows', async (_name, filter, lang = 'en') => {
    captured.length = 0
    const page = await findBranchPage(db(), 'diveCenter', v.parse(BranchFilterSchema, filter()), lang)
    expect(page.rows.length).toBeGreaterThan(0)
    const queries = [...captured]
    expect(queries.length).toBeGreaterThan(0)
    for (const query of queries) {
      const read = await rowsRead(db(), query, 'branches')
      expect(read.seqScans, query.sql).toBe(0)
      // A count stops at the cap and a page is ten rows, whatever the catalogue holds.
      expect(read.rows, query.sql).toBeLessThanOrEqual(DIRECTORY_COUNT_CAP + 1 + BRANCH_PAGE_SIZE)
    }
  })

  // One typed word is looked up among the names' words (migration 014), two among their pairs of
  // words (migration 026): the branch rows read are the page's own, and each matching entry's
  // branches are walked only as far as the page.
  it.each(cases.filter(([, filter]) => Object.keys(filter()).join() === 'DiveCenterName'))(
    '%s: reads only the page’s branches, through the names’ words',
    async (_name, filter, lang = 'en') => {
      captured.length = 0
      const page = await findBranchPage(db(), 'diveCenter', v.parse(BranchFilterSchema, filter()), lang)
      expect(page.rows.length).toBeGreaterThan(0)
      expect(captured.some((query) => query.sql.includes('branch_words'))).toBe(true)
      for (const query of [...captured]) {
        expect((await rowsRead(db(), query, 'branches')).rows, query.sql).toBeLessThanOrEqual(BRANCH_PAGE_SIZE)
        const words = await rowsRead(db(), query, 'branch_words')
        expect(words.seqScans, query.sql).toBe(0)
        expect(words.rows, query.sql).toBeLessThanOrEqual(DIRECTORY_COUNT_CAP + 1)
      }
    },
  )

  it.each(['manta', 'dive', 'اوركا', 'orka', 'ORCA', 'blue', 'ر', 'blue dive', 'e d', 'dive center', 'ازرق عميق', 'ue div', 'deep blue dive', 'blue dvie'])(
    '“%s” lists what the names themselves would, in every order and page',
    async (name) => {
      for (const lang of ['en', 'ar'] as const) {
        for (const SortBy of ['az', 'za', 'rate'] as const) {
          for (const Page of [1, 2, 7]) {
            const filter = v.parse(BranchFilterSchema, { DiveCenterName: name, SortBy, Page })
            const byWords = await findBranchPage(db(), 'diveCenter', filter, lang)
            let byNames = await findBranchPageMatching(db(), 'diveCenter', filter, lang, 'substring')
            if (byNames.total === 0) byNames = await findBranchPageMatching(db(), 'diveCenter', filter, lang, 'similar')
            expect(byNames.total, `${name} ${lang} ${SortBy} ${Page}`).toBeGreaterThan(0)
            expect({ total: byWords.total, ids: byWords.rows.map((r) => r.id) }, `${name} ${lang} ${SortBy} ${Page}`).toEqual({
              total: byNames.total,
              ids: byNames.rows.map((r) => r.id),
            })
          }
        }
      }
    },
  )
})
