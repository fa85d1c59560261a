import { sql } from 'kysely'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/index.ts'
import { migrateToLatest } from './db/migrate.ts'
import { seedIfEmpty } from './db/seed/index.ts'
import { readBuildId } from './lib/build-id.ts'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await migrateToLatest(database.db)
const seeded = await seedIfEmpty(database.db)
const app = await buildApp({ config, database, buildId: readBuildId(config.distDir) })
if (seeded) {
  // Fresh statistics and visibility maps for the planner: PGlite has no autovacuum.
  await sql`vacuum analyze`.execute(database.db)
  app.log.info('seeded the demo data (demo diver: diver@reefline.test / Reefline!2026)')
}

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: closing`)
    // In-flight requests finish; the database closes in the onClose hook.
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error)
        process.exit(1)
      },
    )
  })
}

await app.listen({ port: config.port, host: config.host })
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
console.log(`\n  Reefline is running at http://${shown}:${config.port}/  (API: /api/website/v1, database: ${database.kind})\n`)
