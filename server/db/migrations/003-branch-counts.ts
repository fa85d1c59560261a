import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * The directory's total for a kind (and country) without counting rows: statement-level triggers
 * keep branch_counts in step with branches — one upsert per statement, however many rows it
 * touched — so page 1 costs the same at 200 or 200,000 branches.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('branch_counts')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('branch_counts_pk', ['kind', 'country_id'])
    .execute()
  // A trigger with transition tables takes one event, hence three small functions.
  await sql`
    create function branch_counts_added() returns trigger language plpgsql as $$
    begin
      insert into branch_counts (kind, country_id, count)
      select kind, country_id, count(*) from added group by kind, country_id
      on conflict (kind, country_id) do update set count = branch_counts.count + excluded.count;
      return null;
    end $$`.execute(db)
  await sql`
    create function branch_counts_removed() returns trigger language plpgsql as $$
    begin
      update branch_counts c set count = c.count - r.n
      from (select kind, country_id, count(*) as n from removed group by kind, country_id) r
      where c.kind = r.kind and c.country_id = r.country_id;
      return null;
    end $$`.execute(db)
  await sql`
    create function branch_counts_moved() returns trigger language plpgsql as $$
    begin
      update branch_counts c set count = c.count - r.n
      from (select kind, country_id, count(*) as n from removed group by kind, country_id) r
      where c.kind = r.kind and c.country_id = r.country_id;
      insert into branch_counts (kind, country_id, count)
      select kind, country_id, count(*) from added group by kind, country_id
      on conflict (kind, country_id) do update set count = branch_counts.count + excluded.count;
      return null;
    end $$`.execute(db)
  await sql`create trigger branches_count_insert after insert on branches referencing new table as added for each statement execute function branch_counts_added()`.execute(
    db,
  )
  await sql`create trigger branches_count_delete after delete on branches referencing old table as removed for each statement execute function branch_counts_removed()`.execute(
    db,
  )
  await sql`create trigger branches_count_update after update on branches referencing old table as removed new table as added for each statement execute function branch_counts_moved()`.execute(
    db,
  )
  await sql`insert into branch_counts (kind, country_id, count) select kind, country_id, count(*) from branches group by kind, country_id`.execute(db)
}
