import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** The sign-in screens, the account pages and the notifications: words a visitor does not need. */
const accountArea = ['src/features/account', 'src/features/auth', 'src/features/notifications', 'src/ui/star-rating-input.tsx', 'src/ui/saved-notice.tsx']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*', ...accountArea] },
    // Loaded with the first account screen (src/lib/i18n.ts loadAccountCatalog), not with the home page.
    { path: '<rootDir>/src/locales/{locale}/account', include: accountArea, exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
})
