import type { Lang } from '../../contract/common.ts'

/** The most of a diver's chosen name a mail repeats, in graphemes: a letter with its marks, an emoji as it is drawn. */
export const NAME_IN_MAIL_MAX = 40

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** Control characters (CR, LF, tab…) and line or paragraph separators: a name is one line. */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/gu
/**
 * Invisible format characters (bidi overrides and isolates that reorder the text around them,
 * zero-width spaces that split a word a filter would catch, the BOM), surrogate halves and private
 * use — except the zero-width joiner and non-joiner, which emoji sequences and Persian need.
 */
const INVISIBLE = /[\p{Cs}\p{Co}]|(?![\u200C\u200D])\p{Cf}/gu
const JOINERS = /[\u200C\u200D]/g
/** An HTML tag, whole or cut off, and any angle bracket left over. */
const MARKUP = /<[^>]*>?|>/g
/** The dots a browser or mail client takes between the labels of a domain (NFKC has folded the full-width one). */
const DOT = '[.\\u3002]'
/**
 * A word a mail client turns into a link, or a reader reads as one, goes whole: a scheme
 * (`https://`, `mailto:`, `javascript:`), `www.`, an address with `@`, an IP address, a domain as
 * links are written (`example.com`, `evil.co.uk/x`: a letter or digit, a dot, two lower-case
 * letters or more).
 */
const LINK_LIKE = new RegExp(
  [
    '[a-z][a-z\\d+.-]*:\\/\\/',
    '(?:^|[^\\p{L}\\p{N}])(?:https?|ftp|mailto|javascript|vbscript|data|file|tel|sms):',
    `www\\d{0,3}${DOT}`,
    '@',
    `\\d${DOT}\\d+${DOT}\\d+${DOT}\\d`,
  ].join('|'),
  'iu',
)
const DOMAIN = new RegExp(`[\\p{L}\\p{N}_-]${DOT}[a-z]{2,}(?!\\p{L})`, 'u')
/**
 * Any other dot between letters gets a space after it: `Dr.Ahmed`, `Eng.Mohamed` and `د.أحمد` are
 * names, and read the same as `Dr. Ahmed`; `EVIL.COM` or `مثال.مصر` is then no link either.
 */
const DOT_IN_WORD = new RegExp(`([\\p{L}\\p{N}][\\u200C\\u200D]*${DOT})(?=[\\u200C\\u200D]*\\p{L})`, 'gu')

/**
 * The name a diver chose, as a mail may repeat it: one line, no control or invisible format
 * characters, no markup, no word that is or looks like a link (the whole word goes, so nothing of a
 * domain is left to read) and no dot joining two words, whitespace collapsed, and at most
 * `NAME_IN_MAIL_MAX` graphemes — cut before a word that does not fit when there is an earlier
 * space, never inside a letter with its marks or an emoji. Anyone can sign up with any name and any address: without this the greeting
 * of a mail to someone else's address is a line of the sender's choosing. Empty when nothing is left.
 */
export function nameForMail(name: string): string {
  const text = name.normalize('NFKC').replace(LINE_BREAKING, ' ').replace(INVISIBLE, '').replace(MARKUP, ' ')
  const words = text.split(/\s+/u).filter((word) => {
    const bare = word.replace(JOINERS, '')
    return bare !== '' && !LINK_LIKE.test(bare) && !DOMAIN.test(bare)
  })
  const whole = words.join(' ').replace(DOT_IN_WORD, '$1 ')
  const parts = [...graphemes.segment(whole)].map((part) => part.segment)
  if (parts.length <= NAME_IN_MAIL_MAX) return whole
  const cut = parts.slice(0, NAME_IN_MAIL_MAX).join('')
  const space = cut.lastIndexOf(' ')
  return (parts[NAME_IN_MAIL_MAX] !== ' ' && space > 0 ? cut.slice(0, space) : cut).trimEnd()
}

/** The first line of a mail to a diver, by the name they chose (cleaned), or a neutral one in their language when nothing is left of it. */
export function greeting(name: string, lang: Lang): string {
  const shown = nameForMail(name)
  if (lang === 'ar') return shown ? `مرحبًا ${shown}،` : 'مرحبًا،'
  return shown ? `Hello ${shown},` : 'Hello,'
}
