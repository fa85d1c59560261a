import { type RawBuilder, sql } from 'kysely'
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres'
import type * as v from 'valibot'
import { BRANCH_PAGE_SIZE, type BranchFilterSchema } from '../../../contract/branches.ts'
import type { Lang } from '../../../contract/common.ts'
import { firstBookableDate } from '../../../contract/departures.ts'
import { PLAN_PER_VALUES } from '../../db/index.ts'
import type { Db } from '../../db/schema.ts'

type Filter = v.InferOutput<typeof BranchFilterSchema>
type Kind = 'diveCenter' | 'freelancer'

/** `%` and `_` typed by a diver are letters, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The directory serves the first 1,000 of any listing (100 pages): an offset past that costs what
 * the catalogue holds, and nobody pages that far — a search or a filter narrows instead. A filtered
 * total likewise stops counting there ("1,000+").
 */
export const DIRECTORY_PAGES = 100
export const DIRECTORY_COUNT_CAP = DIRECTORY_PAGES * BRANCH_PAGE_SIZE

/**
 * One directory page: the filters of SPEC §3 plus sort, language and payment; 10 a page. Two
 * queries: the total (kept, or counted to 1,000), then the page (agency logos folded in), whose
 * plan depends on how many matched.
 */
export async function findBranchPage(db: Db, kind: Kind, filter: Filter, lang: Lang) {
  const find = async (match: Match) => (await findByWords(db, kind, filter, lang, match)) ?? findBranchPageMatching(db, kind, filter, lang, match)
  const found = await find('substring')
  // A name nowhere as typed: the names with a word close to it (a typo), rather than nothing.
  return found.total === 0 && filter.DiveCenterName ? find('similar') : found
}

type Match = 'substring' | 'similar'

/** More distinct words (or pairs) than this hold what was typed (a letter or two): the name index is walked instead. */
const MAX_SEARCH_WORDS = 20

/**
 * A search with no other filter, answered from the names' words (migration 014): for one word, the
 * catalogue's distinct words that hold it (or, for a near miss, come close to it); for two, the
 * distinct pairs of neighbouring words that hold them as typed (migration 026). Then each such
 * term's branches from its index in the page's order: a page reads at most `offset + 10` entries
 * per term, however many branches share it. `null`: not such a search (three words or more, two
 * mistyped, another filter), or so short a word that it is in too many words — the general path
 * serves it (its matches are dense).
 */
async function findByWords(db: Db, kind: Kind, filter: Filter, lang: Lang, match: Match) {
  const name = filter.DiveCenterName ?? ''
  if (!name || filter.CountryId || filter.OrganizationId || filter.Language || filter.PayNow || filter.PayLater) return null
  const terms = !/\s/.test(name) ? await wordsHolding(db, name, match) : match === 'substring' ? await pairsHolding(db, name) : null
  if (terms === null || terms.length > MAX_SEARCH_WORDS) return null
  const page = Math.min(filter.Page, DIRECTORY_PAGES)
  if (terms.length === 0) return { total: 0, capped: false, page, rows: [] }

  const counted = await countBranchesWithWords(db, kind, terms)
  if (counted === 0) return { total: 0, capped: false, page, rows: [] }

  const reach = page * BRANCH_PAGE_SIZE
  const byRate = filter.SortBy === 'rate'
  const direction = filter.SortBy === 'za' ? sql`desc` : sql`asc`
  const key = byRate ? sql.ref('rate') : sql.ref(lang === 'ar' ? 'sort_ar' : 'sort_en')
  const order = byRate ? sql`rate desc nulls last, branch_id` : sql`${key} ${direction}, branch_id ${direction}`
  // One ordered walk per term; a branch with two of the terms is in two walks, with the same key.
  const walks = terms.map(
    (term) => sql`(select branch_id, ${key} from branch_words where kind = ${sql.lit(kind)} and word = ${term} order by ${order} limit ${reach})`,
  )
  // The page's ten ids, as the subquery of the statement that reads their rows.
  const ids = sql<number>`(
    select branch_id from (${sql.join(walks, sql` union all `)}) as m
    group by branch_id, ${key}
    order by ${order}
    limit ${BRANCH_PAGE_SIZE} offset ${reach - BRANCH_PAGE_SIZE})`
  const rows = await pageRows(db, pageOrder(filter, lang)).where('b.id', 'in', ids).execute()
  return { total: Math.min(counted, DIRECTORY_COUNT_CAP), capped: counted > DIRECTORY_COUNT_CAP, page, rows }
}

/**
 * The catalogue's distinct words that hold one typed word, or come close to it. Planned for its value
 * (PLAN_PER_VALUES): the typed word is folded once, as a constant the trigram index is searched for,
 * where the generic plan PostgreSQL keeps for a prepared statement read every word and folded what was
 * typed again beside each one (3.6 ms for "orka" among the 1,200 words of 100,000 branches).
 */
async function wordsHolding(db: Db, name: string, match: Match): Promise<string[]> {
  const rows = await db
    .selectFrom('search_words')
    .select('word')
    .where(match === 'substring' ? sql<boolean>`word like '%' || search_fold(${likeEscaped(name)}) || '%'` : sql<boolean>`search_fold(${name}) <% word`)
    .limit(MAX_SEARCH_WORDS + 1)
    .modifyEnd(sql.raw(PLAN_PER_VALUES))
    .execute()
  return rows.map((row) => row.word)
}

/**
 * The catalogue's distinct pairs of neighbouring words that hold a phrase of two words as typed,
 * spaces included; `null` when the phrase, folded, is not two words (folding may drop a word made
 * only of marks), which the names' index answers instead. In one statement, the fold PostgreSQL's, and
 * planned for its value as the words' lookup is.
 */
async function pairsHolding(db: Db, name: string): Promise<string[] | null> {
  const found = await db
    .selectNoFrom([
      sql<boolean>`search_fold(${name}) ~ '^\\S+\\s+\\S+$'`.as('two'),
      sql<string[]>`array(select pair from search_pairs where pair like '%' || search_fold(${likeEscaped(name)}) || '%' limit ${MAX_SEARCH_WORDS + 1})`.as(
        'pairs',
      ),
    ])
    .modifyEnd(sql.raw(PLAN_PER_VALUES))
    .executeTakeFirstOrThrow()
  return found.two ? found.pairs : null
}

/**
 * How many branches of a kind have one of these words (or pairs), up to 1,001. Each one's count is
 * kept as names are written (migration 023): one word is its count, and one word past 1,000 settles
 * it. Only several words with 1,000 between them are counted together, as distinct branches (a name
 * may hold two of them): short walks of their entries.
 */
async function countBranchesWithWords(db: Db, kind: Kind, words: string[]): Promise<number> {
  const rows = await db
    .selectFrom('branch_word_counts')
    .select('branches')
    .where(sql<boolean>`kind = ${sql.lit(kind)}`)
    .where('word', 'in', words)
    .execute()
  const counts = rows.map((row) => Number(row.branches))
  const most = Math.max(0, ...counts)
  if (words.length === 1 || most > DIRECTORY_COUNT_CAP || most === 0) return most
  const distinct = await db
    .selectFrom('branch_words')
    .where(sql<boolean>`kind = ${sql.lit(kind)}`)
    .where('word', 'in', words)
    .select((eb) => eb.fn.count<string | number>('branch_id').distinct().as('n'))
    .executeTakeFirstOrThrow()
  return Number(distinct.n)
}

/** The directory's order on `branches as b`: the indexes' own key columns (migration 012), so a page is an index-only walk. */
function pageOrder(filter: Filter, lang: Lang) {
  const direction = filter.SortBy === 'za' ? sql`desc` : sql`asc`
  const sortColumn = lang === 'ar' ? sql.ref('b.sort_ar') : sql.ref('b.sort_en')
  return filter.SortBy === 'rate' ? sql`b.rate desc nulls last, b.id` : sql`${sortColumn} ${direction}, b.id ${direction}`
}

/**
 * The page's rows with their agencies' logos, for the caller to narrow to the page's ten ids (a list,
 * or the subquery that finds them, in the same statement): rows are read whole only once those are known.
 */
function pageRows(db: Db, order: RawBuilder<unknown>) {
  return db
    .selectFrom('branches as b')
    .innerJoin('countries as c', 'c.id', 'b.country_id')
    .select([
      'b.id',
      'b.name_en',
      'b.name_ar',
      'b.image_url',
      'b.rate',
      'b.city_en',
      'b.city_ar',
      'b.languages',
      'b.pay_now',
      'b.pay_later',
      'c.name_en as country_en',
      'c.name_ar as country_ar',
    ])
    .select((eb) =>
      sql<string[]>`array(${eb
        .selectFrom('branch_organizations as bo')
        .innerJoin('organizations as o', 'o.id', 'bo.organization_id')
        .select('o.logo_url')
        .whereRef('bo.branch_id', '=', 'b.id')
        .orderBy('o.short_name')})`.as('logos'),
    )
    .orderBy(order)
}

export async function findBranchPageMatching(db: Db, kind: Kind, filter: Filter, lang: Lang, match: Match) {
  const name = filter.DiveCenterName ?? ''
  const page = Math.min(filter.Page, DIRECTORY_PAGES)

  // The kind as a constant, so the planner can use its own trigram index (migration 010).
  let query = db.selectFrom('branches as b').where(sql<boolean>`b.kind = ${sql.lit(kind)}`)
  // Either language (a diver may type the Arabic name on the English site), folded the same way as
  // the stored names (migration 010): a substring, or else a near miss of a word (pg_trgm word
  // similarity, threshold set per connection in db/index.ts). Both are served by one trigram index.
  if (name) {
    query = query.where(
      match === 'substring'
        ? sql<boolean>`b.search_name like '%' || search_fold(${likeEscaped(name)}) || '%'`
        : sql<boolean>`search_fold(${name}) <% b.search_name`,
    )
  }
  if (filter.CountryId) query = query.where('b.country_id', '=', filter.CountryId)
  if (filter.OrganizationId) {
    const organizationId = filter.OrganizationId
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('branch_organizations as bo')
          .select('bo.branch_id')
          .whereRef('bo.branch_id', '=', 'b.id')
          .where('bo.organization_id', '=', organizationId),
      ),
    )
  }
  if (filter.Language) query = query.where(sql<boolean>`b.languages @> array[${filter.Language}]::text[]`)
  // Both ticked widen: a center that takes either way of paying is listed.
  if (filter.PayNow && filter.PayLater) query = query.where((eb) => eb.or([eb('b.pay_now', '=', true), eb('b.pay_later', '=', true)]))
  else if (filter.PayNow) query = query.where('b.pay_now', '=', true)
  else if (filter.PayLater) query = query.where('b.pay_later', '=', true)

  // Only kind and country: the total is kept by a trigger (migration 003), not counted.
  const plain = !name && !filter.OrganizationId && !filter.Language && !filter.PayNow && !filter.PayLater
  let countQuery = db
    .selectFrom('branch_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('total'))
    .where('kind', '=', kind)
  if (filter.CountryId) countQuery = countQuery.where('country_id', '=', filter.CountryId)
  const cappedCount = db
    .selectFrom(
      query
        .select(sql<number>`1`.as('one'))
        .limit(DIRECTORY_COUNT_CAP + 1)
        .as('n'),
    )
    .select((eb) => eb.fn.countAll<number>().as('total'))

  const direction = filter.SortBy === 'za' ? sql`desc` : sql`asc`
  const sortColumn = lang === 'ar' ? sql.ref('b.sort_ar') : sql.ref('b.sort_en')
  const order = pageOrder(filter, lang)
  const counted = Number((await (plain ? countQuery : cappedCount.modifyEnd(sql.raw(PLAN_PER_VALUES))).executeTakeFirstOrThrow()).total)
  // The page's ten ids first, then only those ten rows are read whole and given their logos. A
  // search with at most 1,000 matches sorts those (however the names are spread through the
  // alphabet); a broader one walks the name index, where its matches are dense. Near misses are
  // always collected from the trigram index: testing each name walked for similarity costs far more.
  const few = name !== '' && (counted <= DIRECTORY_COUNT_CAP || match === 'similar')
  const ids = few
    ? db
        .with(
          (cte) => cte('matches').materialized(),
          () => query.select(['b.id', sql<string>`${sortColumn}`.as('sort_name'), 'b.rate']),
        )
        .selectFrom('matches as b')
        .select('b.id')
        .orderBy(filter.SortBy === 'rate' ? sql`b.rate desc nulls last, b.id` : sql`b.sort_name ${direction}, b.id ${direction}`)
        .limit(BRANCH_PAGE_SIZE)
        .offset((page - 1) * BRANCH_PAGE_SIZE)
    : query
        .select('b.id')
        .orderBy(order)
        .limit(BRANCH_PAGE_SIZE)
        .offset((page - 1) * BRANCH_PAGE_SIZE)
  // Which index serves a filtered page depends on how many its values match (a language, a country).
  const rows = await pageRows(db, order).where('b.id', 'in', ids).modifyEnd(sql.raw(PLAN_PER_VALUES)).execute()
  return { total: plain ? counted : Math.min(counted, DIRECTORY_COUNT_CAP), capped: !plain && counted > DIRECTORY_COUNT_CAP, page, rows }
}
export type BranchPageRow = Awaited<ReturnType<typeof findBranchPage>>['rows'][number]

const TRIPS_PER_KIND = 12
/** the next dates of each course shown on the detail; coursesCount tells how many there are */
const DATES_PER_COURSE = 8
const REVIEWS_SHOWN = 15

/** A course template's words and logo (`ct`), as every list or page of courses reads them. */
export const courseTemplateWords = ['ct.name_en', 'ct.name_ar', 'ct.level_en', 'ct.level_ar', 'ct.description_en', 'ct.description_ar', 'ct.logo_url'] as const

/**
 * The same with its agency's id and short name (`o` its organization), as every course date shown
 * reads them: the branch page's courses and a course date's page.
 */
export const courseTemplateColumns = [...courseTemplateWords, 'o.id as organization_id', 'o.short_name'] as const

/**
 * A branch with its country, its images and its agencies aggregated as JSON in the same statement:
 * what every page that shows one center starts from.
 */
export function branchWithGalleryAndAgencies(db: Db) {
  return db
    .selectFrom('branches as b')
    .innerJoin('countries as c', 'c.id', 'b.country_id')
    .select(['c.name_en as country_en', 'c.name_ar as country_ar'])
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('branch_images as bi').select('bi.url').whereRef('bi.branch_id', '=', 'b.id').orderBy('bi.position')).as('images'),
      jsonArrayFrom(
        eb
          .selectFrom('branch_organizations as bo')
          .innerJoin('organizations as o', 'o.id', 'bo.organization_id')
          .select(['o.id', 'o.short_name', 'o.logo_url'])
          .whereRef('bo.branch_id', '=', 'b.id')
          .orderBy('o.short_name'),
      ).as('organizations'),
    ])
}

/**
 * Everything the detail page shows in one statement: the branch row with its images, agencies,
 * trip and course-date counts, next trips per kind, next dates per course and latest reviews,
 * aggregated as JSON by PostgreSQL, each through an index on the branch id, whatever the
 * catalogue's size. The same for every visitor: a diver's own marks come from Favorites.
 *
 * Dates are listed from the first one that can be booked (tomorrow: contract/departures.ts), full
 * ones included, since they are the center's schedule; each listed date carries the soonest later
 * date of the same trip or course that can be booked, which a full one offers instead of Book Now.
 */
export function findBranchDetailRow(db: Db, branchId: number) {
  const from = firstBookableDate()
  return branchWithGalleryAndAgencies(db)
    .selectAll('b')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('trips as tc')
          .select(['tc.kind', (count) => count.fn.countAll<number>().as('count')])
          .whereRef('tc.branch_id', '=', 'b.id')
          .where('tc.start_date', '>=', from)
          .groupBy('tc.kind'),
      ).as('counts'),
      // The next dates of each kind, soonest first.
      jsonArrayFrom(
        eb
          .selectFrom((inner) =>
            inner
              .selectFrom('trips as t')
              .select([
                't.id',
                't.kind',
                't.name_en',
                't.name_ar',
                't.image_url',
                't.days',
                't.start_date',
                't.seats_available',
                't.number_of_dives',
                't.price',
                't.net_price',
                't.currency',
              ])
              .select(sql<number>`row_number() over (partition by t.kind order by t.start_date, t.id)`.as('n'))
              .whereRef('t.branch_id', '=', 'b.id')
              .where('t.start_date', '>=', from)
              .as('next'),
          )
          .selectAll('next')
          .select((inner) =>
            jsonObjectFrom(
              inner
                .selectFrom('trips as o')
                .select(['o.id', 'o.start_date'])
                .whereRef('o.branch_id', '=', 'b.id')
                .whereRef('o.kind', '=', 'next.kind')
                .whereRef('o.name_en', '=', 'next.name_en')
                .whereRef('o.id', '!=', 'next.id')
                .where('o.start_date', '>=', from)
                // Later than the listed date: a full date's "next" is never one before it.
                .whereRef('o.start_date', '>', 'next.start_date')
                .where('o.seats_available', '>', 0)
                .orderBy('o.start_date')
                .orderBy('o.id')
                .limit(1),
            ).as('next_date'),
          )
          .where('next.n', '<=', TRIPS_PER_KIND)
          .orderBy('next.start_date')
          .orderBy('next.id'),
      ).as('trips'),
      eb
        .selectFrom('course_dates as cc')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('cc.branch_id', '=', 'b.id')
        .where('cc.start_date', '>=', from)
        .as('course_dates_count'),
      // The next dates of each course, soonest first.
      jsonArrayFrom(
        eb
          .selectFrom((inner) =>
            inner
              .selectFrom('course_dates as cd')
              .select([
                'cd.id',
                'cd.template_id',
                'cd.start_date',
                'cd.duration_days',
                'cd.seats_available',
                'cd.location_en',
                'cd.location_ar',
                'cd.is_online',
                'cd.price',
                'cd.net_price',
                'cd.currency',
              ])
              .select(sql<number>`row_number() over (partition by cd.template_id order by cd.start_date, cd.id)`.as('n'))
              .whereRef('cd.branch_id', '=', 'b.id')
              .where('cd.start_date', '>=', from)
              .as('next'),
          )
          .innerJoin('course_templates as ct', 'ct.id', 'next.template_id')
          .innerJoin('organizations as o', 'o.id', 'ct.organization_id')
          .select([
            'next.id',
            'next.template_id',
            'next.start_date',
            'next.duration_days',
            'next.seats_available',
            'next.location_en',
            'next.location_ar',
            'next.is_online',
            'next.price',
            'next.net_price',
            'next.currency',
            ...courseTemplateColumns,
          ])
          .select((inner) =>
            jsonObjectFrom(
              inner
                .selectFrom('course_dates as od')
                .select(['od.id', 'od.start_date'])
                .whereRef('od.branch_id', '=', 'b.id')
                .whereRef('od.template_id', '=', 'next.template_id')
                .whereRef('od.id', '!=', 'next.id')
                .where('od.start_date', '>=', from)
                .whereRef('od.start_date', '>', 'next.start_date')
                .where('od.seats_available', '>', 0)
                .orderBy('od.start_date')
                .orderBy('od.id')
                .limit(1),
            ).as('next_date'),
          )
          .where('next.n', '<=', DATES_PER_COURSE)
          .orderBy('ct.id')
          .orderBy('next.start_date')
          .orderBy('next.id'),
      ).as('courses'),
      // Its boats (boats_branch_key), for a link to each.
      jsonArrayFrom(
        eb.selectFrom('boats as boat').select(['boat.id', 'boat.name_en', 'boat.name_ar']).whereRef('boat.branch_id', '=', 'b.id').orderBy('boat.id'),
      ).as('boats'),
      jsonArrayFrom(
        eb
          .selectFrom('reviews as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select(['r.title', 'r.body', 'r.rate', 'r.created_at', 'u.name'])
          .whereRef('r.branch_id', '=', 'b.id')
          .orderBy('r.created_at', 'desc')
          .limit(REVIEWS_SHOWN),
      ).as('reviews'),
    ])
    .where('b.id', '=', branchId)
    .executeTakeFirst()
}
export type BranchDetailRow = NonNullable<Awaited<ReturnType<typeof findBranchDetailRow>>>
