import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * A name search reads the words of the names, not the names. A word typed without spaces is found
 * in a name exactly when it is found in one of the name's words (`search_name` is words and
 * spaces), so a search first looks the typed word up among the catalogue's distinct words (a few
 * thousand, whatever the number of branches) and then reads the branches that have one of those
 * words from `branch_words`, whose indexes hold each word's branches in every directory order.
 * A page of "manta" is then ten entries of each matching word's index, where the trigram index on
 * the names found every Manta center's row and sorted them (2,856 rows at 100,000 branches), and a
 * near miss ("orka") compares against the distinct words only.
 *
 * Both tables are written by triggers on `branches`, once per statement (a grown catalogue of
 * 100,000 branches is one insert), so every way a branch is written keeps them true. A word no
 * branch uses any more stays in `search_words`: it leads to no branch, which costs one index probe.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create table search_words (word text collate "C" primary key)`.execute(db)
  await sql`create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`.execute(db)
  await sql`
    create table branch_words (
      word text collate "C" not null,
      kind text not null,
      branch_id integer not null references branches (id) on delete cascade,
      sort_en text collate "C" not null,
      sort_ar text collate "C" not null,
      rate numeric,
      primary key (kind, word, branch_id)
    )`.execute(db)
  // One per directory order, each an index-only walk of one word's branches.
  await sql`create index branch_words_en_idx on branch_words (kind, word, sort_en, branch_id)`.execute(db)
  await sql`create index branch_words_ar_idx on branch_words (kind, word, sort_ar, branch_id)`.execute(db)
  await sql`create index branch_words_rate_idx on branch_words (kind, word, rate desc nulls last, branch_id)`.execute(db)
  await sql`create index branch_words_branch_idx on branch_words (branch_id)`.execute(db)

  await sql`
    create function branch_words_written() returns trigger language plpgsql as $$
    begin
      delete from branch_words w using written b where w.branch_id = b.id;
      insert into branch_words (word, kind, branch_id, sort_en, sort_ar, rate)
      select distinct w.word, b.kind, b.id, b.sort_en, b.sort_ar, b.rate
      from written b, regexp_split_to_table(b.search_name, '\\s+') as w (word)
      where w.word <> '';
      insert into search_words (word)
      select distinct w.word from written b, regexp_split_to_table(b.search_name, '\\s+') as w (word)
      where w.word <> ''
      on conflict do nothing;
      return null;
    end $$`.execute(db)
  await sql`create trigger branches_words_insert after insert on branches referencing new table as written for each statement execute function branch_words_written()`.execute(
    db,
  )
  await sql`create trigger branches_words_update after update on branches referencing new table as written for each statement execute function branch_words_written()`.execute(
    db,
  )
  // What is already there, through the same function's statements.
  await sql`
    insert into branch_words (word, kind, branch_id, sort_en, sort_ar, rate)
    select distinct w.word, b.kind, b.id, b.sort_en, b.sort_ar, b.rate
    from branches b, regexp_split_to_table(b.search_name, '\\s+') as w (word)
    where w.word <> ''`.execute(db)
  await sql`insert into search_words (word) select distinct w.word from branch_words w on conflict do nothing`.execute(db)
}
