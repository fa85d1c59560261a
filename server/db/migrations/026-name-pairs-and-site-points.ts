import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * A name search of two words reads the names' pairs of neighbouring words, as a search of one word
 * reads their words (migration 014). "blue dive" is found in a name exactly when it is found in one
 * of the name's pairs: the space typed can only be what separates two of the name's words, so
 * "blue" ends one word and "dive" starts the next. Each pair keeps what separates its words as the
 * name has it, so a pair holds the phrase exactly when the name does, and a search reads the
 * catalogue's distinct pairs that hold it (`search_pairs`) and then their branches, in the page's
 * order, from `branch_words`, beside the words and through the same indexes and kept counts
 * (migration 023). Two words used to be found by the names' trigram index and checked on each
 * candidate row: at 100,000 branches "blue dive" read 2,000 rows to count its first 1,001 matches.
 *
 * `search_terms` is the one definition of what a folded name is found by (its words and its pairs);
 * the trigger of migration 023, which writes only what changed, now writes both.
 *
 * A site's departures nearest first (migration 021) walk its slab of the sites' GiST index, each
 * site's points apart from the others' by a fourth coordinate, the site's id. Within one slab that
 * coordinate is the same for every point, so every box of the index has no volume there, and the
 * cube's GiST, which places a point where a box's volume grows least and splits pages by volume,
 * saw every choice as free: a slab's points were spread over its pages at random, and the walk read
 * 44 pages (0.7–0.9 ms) for its first 11 rows at 100,000 branches. A site's points are now the
 * Earth's points moved along the first axis by four times its id: the same three dimensions as the
 * rest of the search, the same distances within a site, and two sites' spheres (diameter 2) at least
 * 2 apart, so a slab is still what a walk keeps to. The same walk reads 7 pages (0.13 ms).
 */
export async function up(db: AnyDb): Promise<void> {
  // Splitting by the spaces gives the words in order, and the spaces matched in the same order lie
  // between the i-th word and the next. An empty word (a name starting with a space) is no term.
  await sql`
    create function search_terms(search_name text) returns setof text language sql immutable strict parallel safe as $$
      select w.word from unnest(regexp_split_to_array(search_name, '\\s+')) as w (word) where w.word <> ''
      union
      select a.word || s.between_words[1] || b.word
      from unnest(regexp_split_to_array(search_name, '\\s+')) with ordinality as a (word, i)
      join regexp_matches(search_name, '(\\s+)', 'g') with ordinality as s (between_words, i) on s.i = a.i
      join unnest(regexp_split_to_array(search_name, '\\s+')) with ordinality as b (word, i) on b.i = a.i + 1
      where a.word <> '' and b.word <> ''
    $$`.execute(db)
  await sql`create table search_pairs (pair text collate "C" primary key)`.execute(db)
  await sql`create index search_pairs_trgm_idx on search_pairs using gin (pair gin_trgm_ops)`.execute(db)

  await sql`
    create or replace function branch_words_written() returns trigger language plpgsql as $$
    begin
      delete from branch_words w using written b
      where w.branch_id = b.id and (w.kind <> b.kind or not exists (select 1 from search_terms(b.search_name) as t (term) where t.term = w.word));
      update branch_words w set sort_en = b.sort_en, sort_ar = b.sort_ar, rate = b.rate
      from written b
      where w.branch_id = b.id and (w.sort_en, w.sort_ar, w.rate) is distinct from (b.sort_en, b.sort_ar, b.rate);
      insert into branch_words (word, kind, branch_id, sort_en, sort_ar, rate)
      select t.term, b.kind, b.id, b.sort_en, b.sort_ar, b.rate
      from written b, search_terms(b.search_name) as t (term)
      on conflict (kind, word, branch_id) do nothing;
      insert into search_words (word)
      select distinct t.term from written b, search_terms(b.search_name) as t (term)
      where t.term !~ '\\s'
      on conflict do nothing;
      insert into search_pairs (pair)
      select distinct t.term from written b, search_terms(b.search_name) as t (term)
      where t.term ~ '\\s'
      on conflict do nothing;
      return null;
    end $$`.execute(db)

  // A site's points, moved off each other along the first axis (the functions keep their names and
  // arguments: the search and departure_places_refresh call them). The stored points are moved by the
  // same sum from their own coordinates, so each is what the function gives for its position.
  await sql`
    create or replace function earth_point_in(slab integer, lat double precision, lng double precision) returns cube
    language sql immutable strict parallel safe as $$
      select cube(array[4.0 * slab + cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))]::float8[])
    $$`.execute(db)
  await sql`
    create or replace function earth_slab(slab integer) returns cube language sql immutable strict parallel safe as $$
      select cube(array[4.0 * slab - 1, -1, -1]::float8[], array[4.0 * slab + 1, 1, 1]::float8[])
    $$`.execute(db)
  await sql`
    update departure_places
    set site_geo = cube(array[4.0 * cube_ll_coord(site_geo, 1) + cube_ll_coord(site_geo, 2), cube_ll_coord(site_geo, 3), cube_ll_coord(site_geo, 4)]::float8[])
    where site_geo is not null`.execute(db)
  await sql`reindex index departure_places_site_geo_idx`.execute(db)

  // The pairs of the names already there, counted by migration 023's trigger as they go in.
  await sql`
    insert into branch_words (word, kind, branch_id, sort_en, sort_ar, rate)
    select t.term, b.kind, b.id, b.sort_en, b.sort_ar, b.rate
    from branches b, search_terms(b.search_name) as t (term)
    where t.term ~ '\\s'`.execute(db)
  await sql`insert into search_pairs (pair) select distinct t.term from branches b, search_terms(b.search_name) as t (term) where t.term ~ '\\s'`.execute(db)
}
