import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * Each departure's net price in US dollars, kept on the row, so the trips search sorted by price
 * walks an index and stops at the page instead of converting and sorting every match of its window.
 * Triggers keep it true: a departure's price or currency changes, or a deployment updates a rate in
 * `currency_rates` directly. A currency without a rate has no dollar price, and such a departure is
 * not listed (as when the search joined the rates).
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table trips add column net_price_usd numeric`.execute(db)
  await sql`alter table course_dates add column net_price_usd numeric`.execute(db)
  await sql`
    create function departure_usd_price() returns trigger language plpgsql as $$
    begin
      new.net_price_usd := new.net_price / (select per_usd from currency_rates where code = new.currency);
      return new;
    end $$`.execute(db)
  await sql`
    create function currency_rate_usd_prices() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update trips set net_price_usd = null where currency = old.code;
        update course_dates set net_price_usd = null where currency = old.code;
      else
        update trips set net_price_usd = net_price / new.per_usd where currency = new.code;
        update course_dates set net_price_usd = net_price / new.per_usd where currency = new.code;
      end if;
      return null;
    end $$`.execute(db)
  for (const table of ['trips', 'course_dates']) {
    await sql`create trigger ${sql.raw(`${table}_usd_price`)} before insert or update of net_price, currency on ${sql.table(table)} for each row execute function departure_usd_price()`.execute(
      db,
    )
    await sql`update ${sql.table(table)} t set net_price_usd = t.net_price / cr.per_usd from currency_rates cr where cr.code = t.currency`.execute(db)
    // Cheapest first and dearest first, ties by start date then id, as the search orders them.
    await sql`create index ${sql.raw(`${table}_usd_asc_idx`)} on ${sql.table(table)} (net_price_usd, start_date, id)`.execute(db)
    await sql`create index ${sql.raw(`${table}_usd_desc_idx`)} on ${sql.table(table)} (net_price_usd desc, start_date, id)`.execute(db)
  }
  await sql`create trigger currency_rates_usd_prices after insert or delete or update of per_usd on currency_rates for each row execute function currency_rate_usd_prices()`.execute(
    db,
  )
}
