import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * How many branches of each kind have each word of their names, kept as they are written: a name
 * search's total was counted by walking a word's entries in `branch_words` up to 1,001 (migration
 * 014), which at 100,000 branches is about forty index pages for "manta" and three hundred for
 * "dive" (several common words), on every search, where the seed's words have a few branches each.
 * A word's count is now one row, so a search knows at once whether it is past 1,000; only words that
 * are all rarer are counted together, as distinct branches, and those are short walks.
 *
 * Statement triggers on `branch_words` (written by `branches`' own triggers, and emptied by the
 * cascade of a deleted branch) add what a statement inserted and take away what it deleted, each in
 * one upsert in the order of its key, so two statements touching the same words take their row locks
 * in the same order and never wait for each other in a circle.
 *
 * Migration 014's trigger deleted and inserted all of a written branch's words, whatever changed: a
 * new review's rating would then take the count rows of every word of the center's name until its
 * transaction ends, and writes to centers sharing a common word would take turns. It now removes only
 * the words a name no longer has, inserts only new ones, and updates the order columns of the rest
 * in place: a rating or a sort key changes no count.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create table branch_word_counts (
      kind text not null,
      word text collate "C" not null,
      branches integer not null,
      primary key (kind, word)
    )`.execute(db)
  // One upsert a statement, a word's change once, in the key's order. A removal is a negative count
  // added to a row its word's insertion made, so it never inserts.
  const counted = (name: string, table: string, sign: string) =>
    sql`
      create function ${sql.raw(name)}() returns trigger language plpgsql as $$
      begin
        insert into branch_word_counts (kind, word, branches)
        select kind, word, ${sql.raw(sign)}count(*) from ${sql.raw(table)} group by kind, word order by kind, word
        on conflict (kind, word) do update set branches = branch_word_counts.branches + excluded.branches;
        return null;
      end $$`.execute(db)
  await counted('branch_word_counts_added', 'added', '')
  await counted('branch_word_counts_removed', 'removed', '-')
  await sql`create trigger branch_words_counted_insert after insert on branch_words referencing new table as added for each statement execute function branch_word_counts_added()`.execute(
    db,
  )
  await sql`create trigger branch_words_counted_delete after delete on branch_words referencing old table as removed for each statement execute function branch_word_counts_removed()`.execute(
    db,
  )
  await sql`insert into branch_word_counts (kind, word, branches) select kind, word, count(*) from branch_words group by kind, word`.execute(db)
  await sql`
    create or replace function branch_words_written() returns trigger language plpgsql as $$
    begin
      delete from branch_words w using written b
      where w.branch_id = b.id and (w.kind <> b.kind or not w.word = any (regexp_split_to_array(b.search_name, '\\s+')));
      update branch_words w set sort_en = b.sort_en, sort_ar = b.sort_ar, rate = b.rate
      from written b
      where w.branch_id = b.id and (w.sort_en, w.sort_ar, w.rate) is distinct from (b.sort_en, b.sort_ar, b.rate);
      insert into branch_words (word, kind, branch_id, sort_en, sort_ar, rate)
      select distinct w.word, b.kind, b.id, b.sort_en, b.sort_ar, b.rate
      from written b, regexp_split_to_table(b.search_name, '\\s+') as w (word)
      where w.word <> ''
      on conflict (kind, word, branch_id) do nothing;
      insert into search_words (word)
      select distinct w.word from written b, regexp_split_to_table(b.search_name, '\\s+') as w (word)
      where w.word <> ''
      on conflict do nothing;
      return null;
    end $$`.execute(db)
}
