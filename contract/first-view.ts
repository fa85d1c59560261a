/**
 * Answers a page's HTML may carry for its first view (server/plugins/first-view.ts puts them in, the
 * client puts them into its query cache at start, src/api/first-view.ts): each under the query key
 * the page reads it with (contract/entry-pages.ts), so an answer is used only for exactly its call.
 */
export const firstViewElementId = 'first-view'

export type FirstViewAnswer = { key: readonly unknown[]; json: unknown }

/**
 * The data block: the answers and when the server made them (ms since the epoch). A page shown again
 * from the browser's cache (Back) carries old answers: the client uses them only while they are fresh.
 */
export type FirstViewBlock = { at: number; answers: FirstViewAnswer[] }

/** How long after the server made them a page may use its answers (clocks a little apart included). */
export const firstViewFreshFor = 120_000
