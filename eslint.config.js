import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import tseslint from 'typescript-eslint'

export default defineConfig([
  globalIgnores(['dist', 'server-dist', 'src/routeTree.gen.ts', 'src/locales', 'playwright-report', 'test-results', '.data*']),
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
    // Layering (STYLE.md): contract is the bottom; features never reach into routes.
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/**', '**/server/**', 'react', '@tanstack/*'] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/routes/**'] }] },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
])
