import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/** Letters a diver may type one way while the name is written another, and what both become. */
const folds: ReadonlyArray<readonly [from: string, to: string]> = [
  // Arabic: the forms of alef, hamza on waw and yaa, taa marbuta, alef maqsura.
  ['\u0623', '\u0627'],
  ['\u0625', '\u0627'],
  ['\u0622', '\u0627'],
  ['\u0671', '\u0627'],
  ['\u0624', '\u0648'],
  ['\u0626', '\u064A'],
  ['\u0629', '\u0647'],
  ['\u0649', '\u064A'],
  // Latin accents (lower case: the text is lowered first).
  ...[...'àáâãäåā'].map((c) => [c, 'a'] as const),
  ['ç', 'c'],
  ...[...'èéêëē'].map((c) => [c, 'e'] as const),
  ...[...'ìíîïī'].map((c) => [c, 'i'] as const),
  ['ñ', 'n'],
  ...[...'òóôõöøō'].map((c) => [c, 'o'] as const),
  ...[...'ùúûüū'].map((c) => [c, 'u'] as const),
  ['ý', 'y'],
  ['ÿ', 'y'],
]
// lower() leaves accented capitals alone under the C locale, so they are folded too.
const latin = folds
  .slice(8)
  .map(([f, t]) => [f.toUpperCase(), t] as const)
  .filter(([f]) => f.length === 1 && !folds.some(([g]) => g === f))
/** Dropped: a lone hamza (translate removes what has no counterpart, so it goes last). */
const dropped = '\u0621'

/**
 * Names are searched the way a diver types them. `search_fold` is the one normalization, applied
 * by PostgreSQL to the stored names (a generated column) and to what is typed (the repository calls
 * it on the query), so both sides can never disagree: lower case without accents; in Arabic one alef,
 * hamza carriers to their letter, taa marbuta as haa, alef maqsura as yaa, no tashkeel or tatweel, and
 * no leading "ال" on a word. A trigram index on the folded names serves substrings and near misses
 * (pg_trgm word similarity) at the same cost at 200 or 100,000 branches.
 *
 * The directory's other filters get indexes in its sort order: country, and paying later, walk a
 * name index and stop after a page; languages have a GIN index for the rare ones.
 */
export async function up(db: AnyDb): Promise<void> {
  const all = [...folds, ...latin]
  const from = all.map(([f]) => f).join('') + dropped
  const to = all.map(([, t]) => t).join('')
  // Diacritics U+064B–U+065F, superscript alef U+0670, tatweel U+0640. The "ال" goes only before two
  // more letters, so a short word that merely starts with it stays whole.
  await sql`
    create function search_fold(text) returns text language sql immutable strict parallel safe as $$
      select regexp_replace(
        translate(lower(regexp_replace($1, '[\\u064B-\\u065F\\u0670\\u0640]', '', 'g')), ${sql.lit(from)}, ${sql.lit(to)}),
        '(^|[^[:alnum:]])\u0627\u0644(?=[[:alnum:]]{2})', '\\1', 'g')
    $$`.execute(db)
  await sql`alter table branches add column search_name text generated always as (search_fold(name_en) || ' ' || search_fold(name_ar)) stored`.execute(db)
  // One per kind: the directory lists one kind, and a single index would be intersected with the
  // kind's tens of thousands of rows on every search.
  for (const kind of ['diveCenter', 'freelancer']) {
    await sql`create index ${sql.raw(`branches_search_${kind.toLowerCase()}_idx`)} on branches using gin (search_name gin_trgm_ops) where kind = ${sql.lit(kind)}`.execute(
      db,
    )
  }
  await sql`drop index branches_name_en_trgm_idx`.execute(db)
  await sql`drop index branches_name_ar_trgm_idx`.execute(db)

  for (const lang of ['en', 'ar']) {
    const name = sql.raw(`lower(name_${lang}) collate "C"`)
    await sql`create index ${sql.raw(`branches_country_name_${lang}_idx`)} on branches (kind, country_id, ${name}, id)`.execute(db)
    await sql`create index ${sql.raw(`branches_pay_later_name_${lang}_idx`)} on branches (kind, ${name}, id) where pay_later`.execute(db)
  }
  await sql`create index branches_languages_idx on branches using gin (languages)`.execute(db)
}
