import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/index.ts'
import { countrySeed } from '../db/seed/countries.ts'
import { freshPostgresDatabase } from './harness.ts'
import { type ServerProcess, startServer, untilHealthy } from './processes.ts'

/** Three processes started at once on an empty PostgreSQL, as a deployment's first start does. */
describe.runIf(process.env.TEST_DB === 'postgres')('three processes starting together on an empty database', () => {
  const servers: ServerProcess[] = []
  let drop: (() => Promise<void>) | undefined
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await drop?.()
  })

  it('all start, and the database is migrated and seeded once', async () => {
    const fresh = await freshPostgresDatabase({ empty: true })
    drop = fresh.drop
    servers.push(...(await Promise.all([0, 1, 2].map(() => startServer({ DATABASE_URL: fresh.url, JWT_SECRET: '' })))))
    await Promise.all(servers.map((server) => untilHealthy(server, 90_000)))
    expect(servers.map((server) => server.child.exitCode)).toEqual([null, null, null])
    const database = await openDatabase({ databaseUrl: fresh.url })
    try {
      const countries = await database.db
        .selectFrom('countries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(countries.n)).toBe(countrySeed.length)
      const demo = await database.db.selectFrom('users').select('id').where('email', '=', 'diver@reefline.test').execute()
      expect(demo).toHaveLength(1)
    } finally {
      await database.close()
    }
  }, 120_000)
})
