import { connect } from 'node:net'

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

/**
 * Runs a benchmark on PostgreSQL in scratch databases named `names` (on DATABASE_URL's server, or
 * the local one on 5432), dropped afterwards, then on PGlite (unless BENCH_SKIP_PGLITE), where each
 * URL is undefined: the benchmark opens its own embedded databases.
 */
export async function onEachDatabase(names: string[], bench: (databaseUrls: Array<string | undefined>) => Promise<void>): Promise<void> {
  let url = process.env.DATABASE_URL
  if (!url && (await portOpen(5432))) url = 'postgres://postgres@127.0.0.1:5432/postgres'
  if (url) {
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    const drop = () => Promise.all(names.map((name) => admin.query(`drop database if exists ${name} with (force)`)))
    await drop()
    for (const name of names) await admin.query(`create database ${name}`)
    const urls = names.map((name) => {
      const parsed = new URL(url)
      parsed.pathname = `/${name}`
      return parsed.toString()
    })
    try {
      await bench(urls)
    } finally {
      await drop()
      await admin.end()
    }
  } else {
    console.log('\nPostgreSQL: none reachable (set DATABASE_URL); skipped')
  }
  if (!process.env.BENCH_SKIP_PGLITE) await bench(names.map(() => undefined))
}
