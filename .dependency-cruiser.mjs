/**
 * Import cycles, across the whole repository (docs/decisions/010-boundaries-in-the-linter.md).
 * The layering itself is in eslint.config.js (import-x/no-restricted-paths, shown in the editor);
 * this file holds what ESLint cannot see: a cycle made only of `import type` lines, such as
 * server/db/migrate.ts ↔ its migrations once were, is still two modules that cannot be read apart.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle, type-only imports included: give the dependency one direction (docs/architecture.md).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|server-dist|node_modules|src/locales|playwright-report|test-results)/' },
    // `import type` counts: TypeScript would erase it, but the two files still depend on each other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
