import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, defineConfig } from '@playwright/test'

// Debian's Chromium first (no browser download is possible here); otherwise a Playwright-managed
// browser if one was installed with `npx playwright install chromium` on a machine with internet.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path))
if (!systemChromium && !existsSync(chromium.executablePath())) {
  throw new Error(
    "No Chromium for the browser tests. Install Debian's: `sudo apt-get install chromium` (what .ci/run does), " +
      'or, on a machine with internet access, a Playwright-managed one: `npx playwright install chromium`.',
  )
}
const port = Number(process.env.E2E_PORT ?? 4318)
// Every run starts the real server on a fresh, empty data directory (fresh PGlite, seeded on start).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'reefline-e2e-'))
// The workers inherit it: the account tests read the server's mail folder there (tests/e2e/account-helpers.ts).
process.env.E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // Under CI a failed test is run once more, to tell a flake from a break, and a test that passed only
  // on its retry still fails the run: a flake is fixed, not retried away (the list reporter names it).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The push tests stand in for the browser's push service at push.reefline.test (tests/e2e/push-notifications.spec.ts):
    // the server takes endpoints only at the push services it is told of.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', DATABASE_URL: '', PUSH_HOSTS: 'push.reefline.test' },
  },
})
