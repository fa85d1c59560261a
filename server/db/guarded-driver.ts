import type { DatabaseConnection, Dialect, DialectAdapter, Driver, TransactionSettings } from 'kysely'
import { insideTransaction } from './transaction.ts'

/** A query sent through the database handle from inside a transaction's work (transaction.ts). */
export class OutsideTransactionQueryError extends Error {
  constructor() {
    super('a query went through the database handle inside a transaction: use the transaction (the request’s `ctx.db`)')
    this.name = 'OutsideTransactionQueryError'
  }
}

/** No connection came free in time: the request is answered 503 (plugins/errors.ts). */
export class DatabaseBusyError extends Error {
  constructor(cause?: unknown) {
    super('no database connection came free in time', { cause })
    this.name = 'DatabaseBusyError'
  }
}

/** pg-pool's words for a wait past `connectionTimeoutMillis` (it has no code). */
const isPoolTimeout = (error: unknown) => error instanceof Error && error.message === 'timeout exceeded when trying to connect'

/**
 * Turns at PGlite's one connection, first come first served, each wait bounded: a waiter whose time
 * runs out leaves the queue without ever having run, so refusing it is safe.
 */
class Turns {
  #taken = false
  readonly #waiting: Array<() => void> = []

  take(waitMs: number): Promise<void> {
    if (!this.#taken) {
      this.#taken = true
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(grant), 1)
        reject(new DatabaseBusyError())
      }, waitMs)
      this.#waiting.push(grant)
    })
  }

  give(): void {
    const next = this.#waiting.shift()
    if (next) next()
    else this.#taken = false
  }
}

/**
 * Refuses a connection to code that runs inside a transaction's work. Such a query would not commit
 * or roll back with the transaction, and it waits for a connection the transaction may hold: on
 * PGlite (one connection) for ever, on PostgreSQL until enough of them at once empty the pool. A
 * keyed request's handler runs in a transaction, so every write of its must go through `ctx.db`;
 * this makes the mistake a loud failure of the one request instead of a server that stops answering.
 * A wait for a connection is bounded either way: past `waitMs` it is a DatabaseBusyError.
 */
class GuardedDriver implements Driver {
  readonly #driver: Driver
  /** PGlite's one connection, taken in turns here (where the guard can speak first), not by Kysely */
  readonly #turns: Turns | null
  readonly #waitMs: number

  constructor(driver: Driver, singleConnection: boolean, waitMs: number) {
    this.#driver = driver
    this.#turns = singleConnection ? new Turns() : null
    this.#waitMs = waitMs
    if (driver.savepoint) this.savepoint = driver.savepoint.bind(driver)
    if (driver.rollbackToSavepoint) this.rollbackToSavepoint = driver.rollbackToSavepoint.bind(driver)
    if (driver.releaseSavepoint) this.releaseSavepoint = driver.releaseSavepoint.bind(driver)
  }

  savepoint?: Driver['savepoint']
  rollbackToSavepoint?: Driver['rollbackToSavepoint']
  releaseSavepoint?: Driver['releaseSavepoint']

  init(...args: Parameters<Driver['init']>): Promise<void> {
    return this.#driver.init(...args)
  }

  async acquireConnection(...args: Parameters<Driver['acquireConnection']>): Promise<DatabaseConnection> {
    if (insideTransaction()) throw new OutsideTransactionQueryError()
    await this.#turns?.take(this.#waitMs)
    try {
      return await this.#driver.acquireConnection(...args)
    } catch (error) {
      this.#turns?.give()
      throw isPoolTimeout(error) ? new DatabaseBusyError(error) : error
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#driver.beginTransaction(connection, settings)
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.commitTransaction(connection)
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.rollbackTransaction(connection)
  }

  async releaseConnection(...args: Parameters<Driver['releaseConnection']>): Promise<void> {
    try {
      await this.#driver.releaseConnection(...args)
    } finally {
      this.#turns?.give()
    }
  }

  destroy(...args: Parameters<Driver['destroy']>): Promise<void> {
    return this.#driver.destroy(...args)
  }
}

/**
 * The dialect with its driver guarded (GuardedDriver). A single-connection dialect (PGlite) is
 * reported to Kysely as one with many: the guarded driver takes the turns itself, so the guard and
 * the bounded wait come before a caller queues for the connection.
 */
export function guarded(dialect: Dialect, waitMs: number): Dialect {
  const adapter = dialect.createAdapter()
  const single = !adapter.supportsMultipleConnections
  const shared: DialectAdapter = Object.create(adapter, { supportsMultipleConnections: { value: true } }) as DialectAdapter
  return {
    createDriver: () => new GuardedDriver(dialect.createDriver(), single, waitMs),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => shared,
    createIntrospector: (db) => dialect.createIntrospector(db),
  }
}
