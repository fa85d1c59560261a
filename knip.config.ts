import type { KnipConfig } from 'knip'

/**
 * Unused files, exports and dependencies fail `npm run lint` (docs/decisions/010-boundaries-in-the-linter.md).
 * Knip's plugins find most entry points on their own: index.html → src/main.tsx, vite-plugin-pwa →
 * sw/sw.ts, the package.json scripts → server/main.ts and scripts/*.ts, the Vitest and Playwright
 * configs → every test, setup and global-setup file.
 */
const config: KnipConfig = {
  // Started as a separate process by the API benchmark (scripts/bench/api.ts), never imported; and the
  // module vite.config.ts puts in place of use-sync-external-store's shim (an alias, not an import).
  entry: ['scripts/bench/static-server.ts', 'src/lib/use-sync-external-store.ts'],
  project: [
    'src/**/*.{ts,tsx}',
    'sw/**/*.ts',
    'server/**/*.ts',
    'contract/**/*.ts',
    'shared/**/*.ts',
    'scripts/**/*.ts',
    'tests/**/*.ts',
    'build/**/*.ts',
    '*.config.ts',
  ],
  // An export its own module uses (a schema beside its inferred type, a helper beside its caller) is not dead.
  ignoreExportsUsedInFile: true,
  // The operating system's, not a package's: openssl makes the test push service's certificate
  // (server/test/push-service.ts).
  ignoreBinaries: ['openssl'],
  ignoreIssues: {
    // The contract names every wire shape it declares (`type X = v.InferOutput<typeof XSchema>`),
    // for both floors; a name costs nothing at run time.
    'contract/**': ['types'],
    // Kysely's Migrator calls each migration's `up` through the module namespace (server/db/migrate.ts).
    'server/db/migrations/*.ts': ['exports'],
  },
}

export default config
