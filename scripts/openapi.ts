import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import webpush from 'web-push'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import type { Database } from '../server/db/schema.ts'
import { openApiDocument } from '../server/modules/docs/openapi.ts'
import { root } from './build-stamp.ts'

/**
 * Writes the OpenAPI document the server serves at /api/docs to .openapi/openapi.json, for
 * `redocly lint` in `npm run lint`. Declaring the routes needs no database: the handle below is
 * never connected.
 */
const unused = new Kysely<Database>({ dialect: new PostgresDialect({ pool: () => Promise.reject(new Error('the OpenAPI script reads no data')) }) })
// Push keys of its own, thrown away: without them the server would read (or make) its pair in the database.
const vapid = webpush.generateVAPIDKeys()
const app = await buildApp({
  config: loadConfig({
    DIST_DIR: '/nonexistent',
    DATA_DIR: join(root, '.openapi'),
    JWT_SECRET: 'openapi-document-only-secret-0000000000',
    RATE_LIMIT: 'off',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  }),
  database: { db: unused, kind: 'postgres', close: () => Promise.resolve(), dump: () => Promise.reject(new Error('none')) },
  logger: false,
})
const out = join(root, '.openapi')
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'openapi.json'), `${JSON.stringify(openApiDocument(app.apiDocs), null, 2)}\n`)
await app.close()
console.log(`wrote .openapi/openapi.json (${app.apiDocs.length} operations)`)
