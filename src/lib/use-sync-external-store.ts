// `use-sync-external-store/shim` for React 19, which has the hook itself (vite.config.ts aliases the
// shim here): the shim's own copy of it, for React before 18, was part of every first load (decision 041).
export { useSyncExternalStore } from 'react'
