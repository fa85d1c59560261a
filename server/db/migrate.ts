import { Migrator } from 'kysely/migration'
import type { AnyDb } from './any-db.ts'
import * as m001 from './migrations/001-init.ts'
import * as m002 from './migrations/002-catalogue.ts'
import * as m003 from './migrations/003-branch-counts.ts'
import * as m004 from './migrations/004-outbox-favorites.ts'
import * as m005 from './migrations/005-policies-payments.ts'
import * as m006 from './migrations/006-usd-prices.ts'
import * as m007 from './migrations/007-payments-outside-transactions.ts'
import * as m008 from './migrations/008-housekeeping.ts'
import * as m009 from './migrations/009-uploads-in-database.ts'
import * as m010 from './migrations/010-catalogue-search-and-paging.ts'
import * as m011 from './migrations/011-booking-messages.ts'
import * as m012 from './migrations/012-catalogue-covering-indexes.ts'
import * as m013 from './migrations/013-push-subscriptions.ts'
import * as m014 from './migrations/014-branch-name-words.ts'
import * as m015 from './migrations/015-outbox-chains.ts'
import * as m016 from './migrations/016-sign-in-throttle.ts'
import * as m017 from './migrations/017-outbox-give-up-and-push-devices.ts'
import * as m018 from './migrations/018-unconfirmed-booking-mail.ts'
import * as m019 from './migrations/019-idempotency-leases.ts'
import * as m020 from './migrations/020-branch-contacts.ts'
import * as m021 from './migrations/021-places-and-departure-search.ts'
import * as m022 from './migrations/022-liveaboard-boats-cabins-routes.ts'
import * as m023 from './migrations/023-branch-word-counts.ts'
import * as m024 from './migrations/024-travellers-and-requirements.ts'
import * as m025 from './migrations/025-rental-gear.ts'
import * as m026 from './migrations/026-name-pairs-and-site-points.ts'
import * as m027 from './migrations/027-cabin-bookings.ts'
import * as m028 from './migrations/028-dive-site-depths-and-life.ts'
import * as m029 from './migrations/029-deposits.ts'
import * as m031 from './migrations/031-date-moves.ts'
import * as m032 from './migrations/032-booked-extras.ts'
import * as m033 from './migrations/033-activity-by-price.ts'
import * as m034 from './migrations/034-port-positions.ts'
import * as m035 from './migrations/035-outbox-named-jobs.ts'
import * as m036 from './migrations/036-shared-berth-beside-cabins.ts'
import * as m037 from './migrations/037-shared-cabins-by-sex.ts'
import * as m038 from './migrations/038-parties-a-cabin-takes.ts'

/** A static list works the same from .ts sources and from a bundle: no directory is read at run time. */
const migrations = {
  '001-init': m001,
  '002-catalogue': m002,
  '003-branch-counts': m003,
  '004-outbox-favorites': m004,
  '005-policies-payments': m005,
  '006-usd-prices': m006,
  '007-payments-outside-transactions': m007,
  '008-housekeeping': m008,
  '009-uploads-in-database': m009,
  '010-catalogue-search-and-paging': m010,
  '011-booking-messages': m011,
  '012-catalogue-covering-indexes': m012,
  '013-push-subscriptions': m013,
  '014-branch-name-words': m014,
  '015-outbox-chains': m015,
  '016-sign-in-throttle': m016,
  '017-outbox-give-up-and-push-devices': m017,
  '018-unconfirmed-booking-mail': m018,
  '019-idempotency-leases': m019,
  '020-branch-contacts': m020,
  '021-places-and-departure-search': m021,
  '022-liveaboard-boats-cabins-routes': m022,
  '023-branch-word-counts': m023,
  '024-travellers-and-requirements': m024,
  '025-rental-gear': m025,
  '026-name-pairs-and-site-points': m026,
  '027-cabin-bookings': m027,
  '028-dive-site-depths-and-life': m028,
  '029-deposits': m029,
  '031-date-moves': m031,
  '032-booked-extras': m032,
  '033-activity-by-price': m033,
  '034-port-positions': m034,
  '035-outbox-named-jobs': m035,
  '036-shared-berth-beside-cabins': m036,
  '037-shared-cabins-by-sex': m037,
  '038-parties-a-cabin-takes': m038,
}

export async function migrateToLatest(db: AnyDb): Promise<void> {
  // Migrations written side by side may land out of their numbers' order (026 after 027): a database
  // that already ran the later one runs the earlier one it lacks, rather than refusing to start. A
  // fresh one runs them all in order.
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) }, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
}
