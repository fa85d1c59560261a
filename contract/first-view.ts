/**
 * Answers a page's HTML may carry for its first view (server/plugins/first-view.ts puts them in, the
 * client puts them into its query cache at start, src/api/first-answers.ts): each under the query key
 * the page reads it with (contract/entry-pages.ts), so an answer is used only for exactly its call.
 */
export const firstAnswersElementId = 'first-answers'

export type FirstAnswer = { key: readonly unknown[]; json: unknown }

/**
 * The data block: the answers and when the server made them (ms since the epoch). A page shown again
 * from the browser's cache (Back) carries old answers: the client uses them only while they are fresh.
 */
export type FirstAnswers = { at: number; answers: FirstAnswer[] }

/** How long after the server made them a page may use its answers (clocks a little apart included). */
export const firstAnswersFreshFor = 120_000
