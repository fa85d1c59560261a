/**
 * Local-storage keys of SPEC §3 "Client storage". They sit at the bottom of the front end, beside
 * the session store that owns `user`, so lib/ and features/ read them without api/ reaching up.
 */
export const storageKeys = {
  language: 'language',
  currency: 'currency',
  user: 'user',
  notifications: 'notifications',
  lastNotificationNumber: 'lastNotificationNumber',
  /** Not in SPEC §3: a guest closed the guest notice (kept with the guest's session, gone with it). */
  guestNoticeClosed: 'guestNoticeClosed',
} as const
