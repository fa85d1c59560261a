/**
 * The search-friendly name rule of SPEC §9: keep letters, digits, underscore, spaces and Arabic
 * letters; spaces become hyphens; an empty result becomes "LINK".
 */
export function slugify(name: string): string {
  const kept = name.replace(/[^\p{L}\p{N}_ \u0600-\u06FF]/gu, '').trim().replace(/ +/g, '-')
  return kept === '' ? 'LINK' : kept
}
