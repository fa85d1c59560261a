import type { ManifestOptions } from 'vite-plugin-pwa'

type Lang = 'en' | 'ar'

/** Where each language's manifest is served; the page links the one of the language on screen. */
export const manifestFile: Record<Lang, string> = { en: 'manifest.webmanifest', ar: 'manifest-ar.webmanifest' }

/**
 * The words an installed app shows outside the pages (the home screen, the app switcher, the
 * long-press shortcuts, the install sheet), in both languages side by side: they are read by the
 * operating system before any catalog of the app's loads.
 */
const words = {
  en: {
    name: 'Reefline — dive centers, trips and courses',
    description: 'Find dive centers, freelance instructors, trips, courses and liveaboards. Your bookings work offline.',
    bookings: 'My bookings',
    bookingsHint: 'Your vouchers and invoices, offline too',
    trips: 'Trips',
    tripsHint: 'Dive trips, courses and liveaboards by month',
    phone: 'Trips of the month on a phone',
    wide: 'A dive center with its trips and reviews',
  },
  ar: {
    name: 'ريفلاين — مراكز غوص ورحلات ودورات',
    description: 'اعثر على مراكز الغوص والمدربين المستقلين والرحلات والدورات ورحلات القوارب. حجوزاتك تعمل دون اتصال.',
    bookings: 'حجوزاتي',
    bookingsHint: 'قسائمك وفواتيرك، دون اتصال أيضًا',
    trips: 'الرحلات',
    tripsHint: 'رحلات الغوص والدورات ورحلات القوارب حسب الشهر',
    phone: 'رحلات الشهر على الهاتف',
    wide: 'مركز غوص مع رحلاته وآراء عملائه',
  },
} as const

/**
 * One installed app in either language: the same `id` and scope, so choosing Arabic does not make a
 * second app. No orientation lock: a tablet on a boat's table is held either way.
 */
export function webManifest(lang: Lang): Partial<ManifestOptions> {
  const w = words[lang]
  return {
    id: '/',
    name: w.name,
    short_name: lang === 'ar' ? 'ريفلاين' : 'Reefline',
    description: w.description,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b3954',
    background_color: '#fbf8f1',
    categories: ['travel', 'sports'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: w.bookings,
        short_name: w.bookings,
        description: w.bookingsHint,
        url: '/user/booking',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: w.trips,
        short_name: w.trips,
        description: w.tripsHint,
        url: '/trips',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
    screenshots: [
      { src: `/screenshots/trips-${lang}-narrow.png`, sizes: '720x1480', type: 'image/png', form_factor: 'narrow', label: w.phone },
      { src: `/screenshots/branch-${lang}-wide.png`, sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: w.wide },
    ],
  }
}
