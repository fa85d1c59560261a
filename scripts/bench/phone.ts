import { loadavg } from 'node:os'
import { type Browser, chromium } from '@playwright/test'
import { median, startBenchServer } from './memory.ts'
import { debianChromium } from './offline.ts'

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { isOutermostMainFrame?: boolean } } }
/** Blocking split by what led each long task (its script, or the browser's style and layout), and the fonts' set-up inside them. */
type Run = { fcp: number; lcp: number; blocking: number; longest: number; script: number; layout: number; fonts: number }

/** The catalogue's pages as Lighthouse measures them (docs/benchmarks.md). */
const PAGES = ['/', '/trips', '/trips?activity=liveaboard', '/branch/list/diveCenters', '/branch/details/x/3', '/trips/tripDetails/x/188']
const RATES = [4, 10]
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

/** Blink's work inside a task, by what the app can change: its script, the browser's style and layout, and the fonts' set-up within the layout. */
const SCRIPT = new Set(['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'FireAnimationFrame'])
const LAYOUT = new Set(['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint'])
const FONTS = 'FontCache::GetFontPlatformData'

/**
 * One cold visit of `path`: a fresh context, the network of Lighthouse's mobile run (150 ms, 1.6 Mbps)
 * and the CPU slowed by Chromium itself, not simulated — React's scheduler then yields every 5 ms of
 * the slow phone's time, as it would on one. Blocking is Total Blocking Time's sum over the tasks after
 * the first contentful paint, to 4 s after the load event; a task's blocking counts as script's or
 * layout's by which took more of it. The fonts' set-up is this host's: on Linux each size asks the
 * browser process how to render it, synchronously (decision 044), which a phone does in-process.
 */
async function visit(browser: Browser, url: string, rate: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline', 'loading', 'blink.user_timing', 'disabled-by-default-devtools.timeline', 'fonts'] },
      transferMode: 'ReportEvents',
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(4000)
    await cdp.send('Tracing.end')
    await complete
    const start = events.find((event) => event.name === 'navigationStart' && event.args?.data?.isOutermostMainFrame)
    const fcp = events.find((event) => event.name === 'firstContentfulPaint')
    const lcp = events.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1)
    if (!start || !fcp || !lcp) throw new Error(`no paint recorded for ${url}`)
    const main = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X')
    const ms = (event: TraceEvent) => (event.dur ?? 0) / 1000
    const end = (event: TraceEvent) => event.ts + (event.dur ?? 0)
    // A task's time by kind, each event counted once: a layout inside a layout is the same time.
    const within = (task: TraceEvent, kind: (name: string) => boolean) => {
      const found = main.filter((event) => kind(event.name) && event.ts >= task.ts && end(event) <= end(task))
      return found
        .filter((event) => !found.some((other) => other !== event && other.ts <= event.ts && end(other) >= end(event) && ms(other) > ms(event)))
        .reduce((sum, event) => sum + ms(event), 0)
    }
    const long = main.filter((event) => event.name === 'RunTask' && event.ts >= fcp.ts && ms(event) > 50)
    const run: Run = { fcp: (fcp.ts - start.ts) / 1000, lcp: (lcp.ts - start.ts) / 1000, blocking: 0, longest: 0, script: 0, layout: 0, fonts: 0 }
    for (const task of long) {
      const script = within(task, (name) => SCRIPT.has(name))
      const layout = within(task, (name) => LAYOUT.has(name))
      run.blocking += ms(task) - 50
      run.longest = Math.max(run.longest, ms(task))
      if (script >= layout) run.script += ms(task) - 50
      else run.layout += ms(task) - 50
      run.fonts += within(task, (name) => name === FONTS)
    }
    return run
  } finally {
    await context.close()
  }
}

/**
 * A slow phone's first visit of each catalogue page in Debian's Chromium, the CPU slowed 4× and 10×:
 * the pages in turn, round after round, so the machine's load falls on every page alike. Figures
 * Lighthouse's simulation cannot give: the blocking a slowed browser really shows, and what its longest
 * task is made of.
 */
export async function benchPhone(): Promise<void> {
  const server = await startBenchServer('phone', 18_970)
  const base = server.url
  const browser = await chromium.launch({ ...debianChromium(), args: ['--no-sandbox'] }).catch(async (error: unknown) => {
    await server.stop()
    throw error
  })
  try {
    const runs = new Map<string, Run[]>()
    const loads: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const rate of RATES) {
        for (const path of PAGES) {
          const key = `${rate} ${path}`
          runs.set(key, [...(runs.get(key) ?? []), await visit(browser, base + path, rate)])
          loads.push(loadavg()[0]!)
        }
      }
    }
    console.log(
      `\nA slow phone's first visit, Chromium's own CPU slowdown and slow 4G, medians of ${ROUNDS} (1-minute load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}):`,
    )
    for (const [key, list] of runs) {
      const [rate, path] = key.split(' ')
      const of = (field: keyof Run) => median(list.map((run) => run[field])).toFixed(0)
      console.log(
        `  ${rate}× ${path}: FCP ${of('fcp')} ms, LCP ${of('lcp')} ms, blocking ${of('blocking')} ms (${list.map((run) => run.blocking.toFixed(0)).join(', ')}): in script-led tasks ${of('script')}, in layout-led ${of('layout')}, fonts' set-up ${of('fonts')}; longest task ${of('longest')} ms`,
      )
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
