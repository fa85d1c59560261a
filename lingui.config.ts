import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * A booking's money, drawn by the account pages (bookings, invoices, Pay) and by the booking screens
 * (book, confirmation, voucher) alike: its words are in both areas' catalogs, whichever loads first.
 */
const bookingMoney = ['src/ui/payment-state.tsx', 'src/ui/payment-split-lines.tsx', 'src/lib/payment-labels.ts']

/** A booking's waiting cancellation or date change taken back: on the bookings (account) and the voucher (booking). */
const bookingWrites = ['src/lib/reservation-writes.ts']

/** The review titles from a rate: the review dialog (account) and the reviews on trips and branches (discovery). */
const reviewTitles = ['src/lib/review-title.ts']

/** The sign-in screens, the account pages and the notifications: words a visitor does not need. */
const accountArea = [
  'src/features/account',
  'src/features/auth',
  'src/features/notifications',
  'src/ui/star-rating-input.tsx',
  'src/ui/saved-notice.tsx',
  'src/ui/show-more.tsx',
  ...bookingMoney,
  ...bookingWrites,
  ...reviewTitles,
]

/**
 * Trips, booking and vouchers, organizations and countries, the branch directory and details, and the
 * home below the fold: loaded with their first screen, so the home's first load carries none of them.
 */
/** Shared pieces only those screens draw (cards, prices, galleries, maps, reviews, filters, pages, the search sheet). */
const discoveryUi = [
  'boat-facts',
  'branch-tile',
  'center-contacts',
  'date-range-field',
  'destination-counts',
  'favorite-button',
  'filter-fields',
  'gallery-modal',
  'location-map',
  'map-fallback',
  'pagination',
  'photo-gallery',
  'place-field',
  'place-map',
  'price',
  'recent-searches',
  'reviews-carousel',
  'requirements',
  'reviews-section',
  'route-days',
  'search-sheet',
  'stars',
  'trips-breadcrumb',
  'trip-buy',
  'trip-card',
].map((name) => `src/ui/${name}.tsx`)
const discoveryArea = [
  'src/features/trips',
  'src/features/booking',
  'src/features/organizations',
  'src/features/countries',
  'src/features/branches',
  'src/features/boats',
  'src/features/home/sections',
  ...discoveryUi,
  ...bookingMoney,
  ...bookingWrites,
  ...reviewTitles,
]

/**
 * The shell's pieces a first paint does not draw: the footer (after the first paint), the phone's menu
 * (on its button), a diver's picture menu and a guest's notice (with such a session), and the contact
 * page. Their code left the first load with decisions 041-042; their words leave it with them (044).
 */
const laterShell = [
  'src/features/shell/components/footer.tsx',
  'src/features/shell/components/mobile-nav.tsx',
  'src/features/shell/components/user-menu.tsx',
  'src/features/shell/components/guest-banner.tsx',
  'src/features/pages/components/contact-page.tsx',
]

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*', ...accountArea, ...discoveryArea, ...laterShell] },
    // Loaded with the first account screen (src/lib/i18n.ts loadAccountCatalog), not with the home page.
    { path: '<rootDir>/src/locales/{locale}/account', include: accountArea, exclude: ['**/*.test.*'] },
    // Loaded with the first discovery screen (src/lib/i18n.ts loadCatalog('discovery')).
    { path: '<rootDir>/src/locales/{locale}/discovery', include: discoveryArea, exclude: ['**/*.test.*'] },
    // Loaded with the piece that draws them (src/lib/i18n.ts loadCatalog('shell')).
    { path: '<rootDir>/src/locales/{locale}/shell', include: laterShell, exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
})
