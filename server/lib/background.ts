import type { FastifyBaseLogger } from 'fastify'

/**
 * Work a request started after its commit without holding its answer back (a card refund, on the
 * provider's time). Closing waits for it, so a stopping process does not cut a refund off half-way;
 * tests wait for it before reading what it wrote.
 */
export class BackgroundTasks {
  readonly #running = new Set<Promise<unknown>>()
  readonly #log: FastifyBaseLogger

  constructor(log: FastifyBaseLogger) {
    this.#log = log
  }

  start(task: () => Promise<unknown>): void {
    const running = task()
      .catch((error: unknown) => this.#log.error({ err: error }, 'a background task after the commit failed'))
      .finally(() => this.#running.delete(running))
    this.#running.add(running)
  }

  /** Resolves once every task started so far has ended. */
  async drain(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running])
  }
}
