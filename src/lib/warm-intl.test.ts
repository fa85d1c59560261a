import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { warmIntl, warmIntlSource } from './warm-intl.ts'

describe('warmIntlSource', () => {
  it.each(['en', 'ar'])('builds and uses a day and a money formatter of %s, then says it is done', (locale) => {
    const posted: unknown[] = []
    const built: string[] = []
    // The worker's globals, watched: what it builds is what the page's formatters build first.
    const intl = {
      DateTimeFormat: class extends Intl.DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args)
          built.push(`day ${String(args[0])}`)
        }
      },
      NumberFormat: class extends Intl.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args)
          built.push(`money ${String(args[0])} ${args[1]?.style}`)
        }
      },
    }
    runInNewContext(warmIntlSource(locale), { Intl: intl, postMessage: (message: unknown) => posted.push(message) })
    expect(built).toEqual([`day ${locale}`, `money ${locale} currency`])
    expect(posted).toHaveLength(1)
  })
})

describe('warmIntl', () => {
  it('resolves at once where there are no workers, so the start never waits on it', async () => {
    expect(typeof Worker).toBe('undefined')
    await expect(warmIntl('en')).resolves.toBeUndefined()
  })
})
