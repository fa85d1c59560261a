import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const projects = [
  {
    plugins: [react(), lingui({ macroTransform: true })],
    define: { __DATA_VERSION__: '"test"' },
    test: {
      name: 'client',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'shared/**/*.test.ts', 'build/**/*.test.ts', 'sw/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
    },
  },
  {
    test: {
      name: 'server',
      environment: 'node',
      include: ['server/**/*.test.ts'],
      globalSetup: ['server/test/global-setup.ts'],
      env: { TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
]

// The same server suite runs on PostgreSQL when DATABASE_URL is set (CI always sets it).
if (process.env.DATABASE_URL) {
  projects.push({
    test: {
      name: 'server-pg',
      environment: 'node',
      include: ['server/**/*.test.ts'],
      globalSetup: ['server/test/global-setup.ts'],
      env: { TEST_DB: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  })
}

export default defineConfig({ test: { projects } })
