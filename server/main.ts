import { buildApp } from './app.ts'
import { type Config, loadConfig } from './config.ts'
import { type DbHandle, openDatabase } from './db/index.ts'
import { seedIfEmpty } from './db/seed/index.ts'
import { prepareDatabase } from './db/startup.ts'
import { readBuildId } from './lib/build-id.ts'

/** A setting or a locked data directory stops the start with one clear line, not a stack trace. */
function fail(error: unknown): never {
  console.error(`\n  Reefline could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}

let config: Config
let database: DbHandle
try {
  config = loadConfig()
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.pgPoolMax, waitMs: config.dbWaitMs })
} catch (error) {
  fail(error)
}
// The demo data goes into an empty database: started here, by the process, not by db/.
const seeded = await prepareDatabase(database, seedIfEmpty)
const app = await buildApp({ config, database, buildId: readBuildId(config.distDir) })
if (seeded) app.log.info('seeded the demo data (demo diver: diver@reefline.test / Reefline!2026)')

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
