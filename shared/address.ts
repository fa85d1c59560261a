const ARABIC = /\p{Script=Arabic}/u

/**
 * The parts of an address ("Aqaba", "Jordan") on one line, each followed by the comma of its own
 * script: a Latin name takes ", " and an Arabic one "، " whatever the reader's language, so an
 * Arabic page does not print "Aqaba، Jordan" nor an English one "العقبة, الأردن". Empty parts go.
 */
export function joinAddress(parts: readonly (string | null | undefined)[]): string {
  const present = parts.map((part) => part?.trim() ?? '').filter(Boolean)
  return present.map((part, index) => (index === present.length - 1 ? part : `${part}${ARABIC.test(part) ? '، ' : ', '}`)).join('')
}
