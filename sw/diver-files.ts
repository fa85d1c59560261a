/**
 * What a first visit does not download: files only a signed-in diver needs offline, or that only a
 * few pages use: the maps (maplibre, its worker and style in the maps' shared chunk, `maps-`, and
 * each map's own chunk, named `…-map-`), the invoice PDF (jsPDF and what it
 * loads), the account area's code, and the Arabic font's subsets beyond Latin. The service worker
 * keeps them when the app asks (a diver signed in, or the app installed: src/lib/pwa.ts) and any of
 * them as soon as a page uses it. Shared with `npm run bench`, which counts a first visit without them.
 */
const diverFile =
  /\/assets\/(maps-|[a-z-]+-map-|maplibre-gl-worker-|invoice-pdf-|html2canvas-|index\.es-|purify\.es-|account-|noto-sans-arabic-(arabic|math|symbols|latin-ext)-)/

export const isDiverFile = (url: string): boolean => diverFile.test(url.startsWith('/') ? url : `/${url}`)

/** The maps' part of them: maplibre, its worker and the outlines the app draws without tiles (in the maps' shared chunk). */
const mapFile = /\/assets\/(maps-|[a-z-]+-map-|maplibre-gl-worker-)/

export const isMapFile = (url: string): boolean => mapFile.test(url.startsWith('/') ? url : `/${url}`)

/** The message the app sends to have them kept now. */
export const KEEP_DIVER_FILES = 'KEEP_DIVER_FILES'

/** The message that has only the maps' files kept: a search was run, so its results' map opens offline. */
export const KEEP_MAP_FILES = 'KEEP_MAP_FILES'
