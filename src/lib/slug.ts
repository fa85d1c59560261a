/**
 * The search-friendly name rule of SPEC §9: keep letters, digits, underscore, spaces and Arabic
 * letters; spaces become hyphens; an empty result becomes "LINK".
 */
export function slugify(name: string): string {
  // \p{L} covers Arabic letters; \p{M} keeps their vowel marks. Arabic punctuation (، ؟ ؛) goes.
  const kept = name
    .replace(/[^\p{L}\p{M}\p{N}_ ]/gu, '')
    .trim()
    .replace(/ +/g, '-')
  return kept === '' ? 'LINK' : kept
}
