/** The static pages' names (SPEC §2.1): a tiny module, so route guards do not pull the pages in. */
export const staticPages = ['about-us', 'privacy-policy', 'terms', 'contact-us', 'faqs'] as const
export type StaticPageName = (typeof staticPages)[number]
export const isStaticPage = (name: string): name is StaticPageName => (staticPages as readonly string[]).includes(name)
