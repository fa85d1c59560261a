import { describe, expect, it } from 'vitest'
import config from '../vite.config.ts'

describe('the build configuration', () => {
  it("keeps Rolldown's plugin-time breakdown (PLUGIN_TIMINGS) out of a slow first build's output", () => {
    // Past 3 s Rolldown printed nine lines about CSS and the router's code splitting, both chosen here.
    const options = 'build' in config ? config.build?.rolldownOptions : undefined
    expect(options && !Array.isArray(options) ? options.checks?.bundlerTimings : undefined).toBe(false)
  })
})
