import { globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/index.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { seedIfEmpty } from '../db/seed/index.ts'
import { adminUrl, databaseUrlFor } from './pg-url.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    pgTemplate: string
    /** the UTC day the templates were seeded on: the seed writes dates relative to it */
    seededOn: string
  }
}

/**
 * Migrates and seeds once; every test file then starts from a copy: a PGlite data-dir dump, or a
 * PostgreSQL database created from a template database.
 */
export default async function setup(project: TestProject) {
  project.provide('seededOn', utcDay())
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL')
    const { default: pg } = await import('pg')
    const template = `reefline_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: adminUrl(url) })
    await admin.connect()
    await admin.query(`drop database if exists ${template}`)
    await admin.query(`create database ${template}`)
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(url, template) })
    await migrateToLatest(handle.db)
    await seedIfEmpty(handle.db)
    await handle.close()
    project.provide('pgTemplate', template)
    project.provide('pgliteTemplate', '')
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'reefline_t_${process.pid}_%'`)
      for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`)
      await admin.query(`drop database if exists ${template} with (force)`)
      await admin.end()
    }
  }
  if (!process.env.DATABASE_URL) sayWhatIsSkipped()
  const dir = mkdtempSync(join(tmpdir(), 'reefline-test-'))
  const handle = await openDatabase({ pgliteDataDir: null })
  await migrateToLatest(handle.db)
  await seedIfEmpty(handle.db)
  const dump = await handle.dump()
  await handle.close()
  const file = join(dir, 'template.tar.gz')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  project.provide('pgTemplate', '')
  return () => rmSync(dir, { recursive: true, force: true })
}

export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10)

/**
 * A local run without DATABASE_URL runs the PGlite suite only: the suites that need PostgreSQL (races
 * between real connections, several processes, nginx in front) are skipped, and the run says which,
 * so a green local run is not mistaken for CI's.
 */
function sayWhatIsSkipped(): void {
  const root = resolve(import.meta.dirname, '../..')
  // A suite needs PostgreSQL where it runs only there or is skipped everywhere else.
  const needsPostgres = /TEST_DB === 'postgres'|skipIf\(process\.env\.TEST_DB !== 'postgres'\)/
  const onlyPostgres = globSync('server/**/*.test.ts', { cwd: root })
    .filter((file) => needsPostgres.test(readFileSync(join(root, file), 'utf8')))
    .sort()
  console.warn(
    `\n  DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped, and so are these suites' tests that need PostgreSQL:\n` +
      onlyPostgres.map((file) => `    ${relative(root, join(root, file))}`).join('\n') +
      `\n  (DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test runs them, as CI does)\n`,
  )
}
