import { catalogueRoots, type Lang } from '../../contract/common.ts'

/**
 * The roots of the query keys that more than one area reads, marks changed or keeps: a feature builds
 * its own keys on these, and no feature (nor lib/) writes another area's key as a literal, so a
 * renamed key cannot leave a write marking stale what no screen reads any more.
 */
export const queryRoots = {
  /** the signed-in diver's own data, under the diver's id; kept in memory as long as the page lives */
  account: ['account'] as const,
  notifications: ['notifications'] as const,
  /** the catalogue's hearts (the diver's marks) */
  favorites: ['favorites'] as const,
  /** the header's settings and badge */
  shell: ['shell'] as const,
  /** the searches this device ran (lib/recent-searches.ts): the home and the trips area list them */
  recentSearches: ['recent-searches'] as const,
  /** the catalogue's: a first visit's page carries answers under them (contract/entry-pages.ts) */
  ...catalogueRoots,
}

/**
 * Every key of a diver's own data carries the diver's id (and `meta.owner`), so a second diver on the
 * same phone never reads the first one's cache, even before sign-out has wiped it.
 */
export const diverKeys = {
  /** everything of one diver's the account shows: a booking, a payment or a profile change refreshes it all */
  all: (userId: number) => [...queryRoots.account, userId] as const,
  /** the wallet (lib/wallet.ts), read by the wallet page and by Pay and Book */
  wallet: (userId: number, lang: Lang) => [...diverKeys.all(userId), 'wallet', lang] as const,
  /** the account's list of favorites (one entry per language below it): a heart set anywhere changes it */
  favorites: (userId: number) => [...diverKeys.all(userId), 'favorites'] as const,
  /** the diver's notifications, one list per language below it; settings read their cursor from it */
  notifications: (userId: number) => [...queryRoots.notifications, userId] as const,
}
