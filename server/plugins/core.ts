import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import type { Db } from '../db/schema.ts'
import { BackgroundTasks } from '../lib/background.ts'
import { MarksCache } from '../lib/marks-cache.ts'
import { MicroCache } from '../lib/micro-cache.ts'
import type { RouteDoc } from '../lib/route.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    /** every call declared with defineRoute, for the OpenAPI document */
    apiDocs: RouteDoc[]
    /** the short-lived cache of public catalogue answers */
    microCache: MicroCache
    /** tests: every answer is parsed with its declared response schema before it is sent */
    checkResponses: boolean
    /** signed-in divers' favorite marks, kept as long as a catalogue answer */
    marks: MarksCache
    /** what requests started after their commit (`inBackground`); closing waits for it */
    background: BackgroundTasks
    /** how long a shared cache (nginx, a CDN) may keep a public catalogue answer */
    sharedCacheSeconds: number
  }
}

type CoreOptions = { config: Config; db: Db }

/**
 * What every call declared with defineRoute (lib/route.ts) reads from the app: the database, the
 * caches and the background tasks. Wrapped with fastify-plugin: every module sees them.
 */
export const corePlugin = fp(
  (app: FastifyInstance, { config, db }: CoreOptions, done: () => void) => {
    app.decorate('db', db)
    app.decorate('apiDocs', [])
    app.decorate('microCache', new MicroCache(config.cacheTtlMs))
    app.decorate('sharedCacheSeconds', config.sharedCacheSeconds)
    app.decorate('checkResponses', config.checkResponses)
    app.decorate('marks', new MarksCache(config.cacheTtlMs))
    app.decorate('background', new BackgroundTasks(app.log))
    done()
  },
  { name: 'core' },
)
