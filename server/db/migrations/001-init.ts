import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/** The shell's tables: reference data, accounts, sessions, rates, notifications, the branch core. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('countries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('organizations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('short_name', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Male')
        .check(sql`sex in ('Male', 'Female')`),
    )
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('mobile', 'text')
    .addColumn('is_diver', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
    .addColumn('diver_number', 'text')
    .addColumn('image_path', 'text')
    .addColumn('certificate_path', 'text')
    .addColumn('is_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('diver'))
    .addColumn('language', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`language in (1, 2)`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // E-mail addresses are unique whatever their case.
  await sql`create unique index users_email_key on users (lower(email))`.execute(db)

  await db.schema
    .createTable('guests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('device_token', 'text', (c) => c.notNull())
    .addColumn('language', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_id', 'uuid', (c) => c.references('guests.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('refresh_tokens_owner', sql`(user_id is null) <> (guest_id is null)`)
    .execute()
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute()

  await db.schema
    .createTable('currency_rates')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('per_usd', 'numeric(18, 8)', (c) => c.notNull().check(sql`per_usd > 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ar', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_ar', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('item_id', 'integer')
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('branches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('diveCenter', 'freelancer')`))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('city_en', 'text', (c) => c.notNull())
    .addColumn('city_ar', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('rate', 'numeric(3, 2)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('branches_country_idx').on('branches').columns(['country_id', 'kind']).execute()
}
