import type { Kysely } from 'kysely'

// Migrations run against any schema version, so they take an untyped database.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>
