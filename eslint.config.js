import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'

// ── Boundaries (docs/architecture.md, docs/decisions/010-boundaries-in-the-linter.md) ──────────
// One list of zones for import-x/no-restricted-paths: a zone forbids files under `target` to
// import anything under `from`. Paths are relative to this file.

/** The spine: contract/ is the API's wire format, shared by both floors; it depends on neither. */
const spineZones = [
  { target: 'contract', from: ['src', 'sw', 'server', 'scripts', 'tests'], message: 'contract/ is the spine: it imports only valibot and itself.' },
  { target: ['src', 'sw'], from: 'server', message: 'The front end reaches the server over HTTP only, through contract/.' },
  { target: 'server', from: ['src', 'sw'], message: 'The server shares only contract/ and shared/ with the front end.' },
  // shared/: code both floors run (the invoice PDF), given its words; it stands on contract/ alone.
  {
    target: 'shared',
    from: ['src', 'sw', 'server', 'scripts', 'tests'],
    message: 'shared/ runs in the browser and on the server: it imports contract/ and itself only.',
  },
]

// The front end: routes → features → ui | lib | api → contract. Within the bottom tier, one
// direction: ui may use lib and api, lib may use api, api uses only contract and itself.
const composition = ['src/routes', 'src/app.tsx', 'src/main.tsx', 'src/router.ts', 'src/routeTree.gen.ts', 'src/trip-pack.ts', 'src/offline-writes.ts']
const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const frontEndZones = [
  { target: 'src/features', from: composition, message: 'Features are composed by routes, never the other way round.' },
  { target: ['src/ui', 'src/lib', 'src/api'], from: ['src/features', ...composition], message: 'ui/, lib/ and api/ sit below the features and the routes.' },
  { target: 'src/lib', from: 'src/ui', message: 'lib/ holds logic and hooks; components that use it live in ui/.' },
  { target: 'src/api', from: ['src/lib', 'src/ui'], message: 'api/ depends only on contract/ (lib/ uses api/, not the reverse).' },
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what two share to src/ui or src/lib, or compose them in the route.',
  })),
  { target: 'sw', from: ['src/features', 'src/ui', ...composition], message: 'The service worker runs without the DOM: no components, features or routes.' },
]

// ── Server layering: routes → services → repositories → db ──────────────────────────────────
// A module's routes call its services (or another module's); services call repositories;
// repositories build SQL. db/ (connection, schema, migrations) sits below the modules; the seed
// is a caller like any other and may use them.
const serverZones = [
  {
    target: 'server/modules/**/*.routes.ts',
    from: 'server/modules/**/*.repository.ts',
    message: 'Routes call services; services call repositories (docs/architecture.md).',
  },
  {
    target: 'server/modules/**/*.repository.ts',
    from: ['server/modules/**/*.routes.ts', 'server/modules/**/*.service.ts'],
    message: 'A repository returns rows; it never calls up into services or routes.',
  },
  { target: 'server/modules/**/*.service.ts', from: 'server/modules/**/*.routes.ts', message: 'Services do not know the HTTP routes that call them.' },
  {
    target: ['server/db/*.ts', 'server/db/migrations/**'],
    from: 'server/modules',
    message: 'db/ sits below the modules (only the seed, a caller like any other, uses them).',
  },
]

/** Calls that build or run SQL with Kysely: only repositories and db/ may make them. */
const queryBuilding =
  'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|with|transaction|executeQuery|raw)$/]'

export default defineConfig([
  globalIgnores(['dist', 'dist-tiles', 'server-dist', 'src/routeTree.gen.ts', 'src/locales', 'playwright-report', 'test-results', '.data*']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TanStack Router's redirect()/notFound() are thrown by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] }],
    },
  },
  {
    name: 'reefline/boundaries',
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...spineZones, ...frontEndZones, ...serverZones] }],
      // Import cycles (type-only ones too, which import-x/no-cycle skips) are dependency-cruiser's
      // job: .dependency-cruiser.mjs, run by `npm run lint`.
    },
  },
  {
    // The spine stays framework-free: the server and the service worker load it too.
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@tanstack/*', '@lingui/*', 'kysely', 'fastify'] }] },
  },
  {
    // Run by the PWA and by the server alike: no framework, no Lingui (its words come in as
    // arguments), no Node built-ins (the browser has none).
    files: ['shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@tanstack/*', '@lingui/*', 'kysely', 'fastify', 'node:*'] }] },
  },
  {
    name: 'reefline/server-layering',
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.repository.ts', 'server/db/**', 'server/**/*.test.ts', 'server/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', allowTypeImports: true, message: 'SQL lives in repositories (*.repository.ts) and db/.' }],
          patterns: [{ group: ['kysely/*'], message: 'SQL lives in repositories (*.repository.ts) and db/.' }],
        },
      ],
      'no-restricted-syntax': ['error', { selector: queryBuilding, message: 'SQL lives in repositories (*.repository.ts) and db/: call one from here.' }],
    },
  },
  {
    // A keyed call's handler runs inside a transaction and gets it as `ctx.db`; the app's own handle
    // beside it would not commit with the stored answer, and waits for a connection the transaction
    // holds (the guard in db/guarded-driver.ts refuses it at run time, this says so before).
    name: 'reefline/handlers-write-through-ctx-db',
    files: ['server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: queryBuilding, message: 'SQL lives in repositories (*.repository.ts) and db/: call one from here.' },
        {
          selector: "MemberExpression[property.name='db'][object.name=/^(app|api|fastify|instance)$/]",
          message: 'A handler uses its `ctx.db` (the request’s transaction when keyed), never the app’s handle.',
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], extends: [tseslint.configs.disableTypeChecked] },
])
