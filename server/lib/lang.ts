import type { FastifyRequest } from 'fastify'
import type { Lang } from '../../contract/common.ts'

/**
 * The request's language. The spec spells it three ways (`lang`, `Lang`, `isEnglish`);
 * any of them wins, then Accept-Language, then the signed-in user's stored language.
 */
export function requestLang(request: FastifyRequest): Lang {
  const query = (request.query ?? {}) as Record<string, unknown>
  for (const [key, value] of Object.entries(query)) {
    const name = key.toLowerCase()
    if (name === 'lang') {
      const text = String(value).toLowerCase()
      if (text === '2' || text === 'ar') return 'ar'
      if (text === '1' || text === 'en') return 'en'
    }
    if (name === 'isenglish') {
      const text = String(value).toLowerCase()
      if (text === 'false' || text === '0') return 'ar'
      if (text === 'true' || text === '1') return 'en'
    }
  }
  // The client sends the language on screen with every call; it outranks the account's stored one.
  const accept = request.headers['accept-language']
  if (typeof accept === 'string' && /^\s*(ar|en)\b/i.test(accept)) return /^\s*ar/i.test(accept) ? 'ar' : 'en'
  return request.principal?.lang ?? 'en'
}

/**
 * A bilingual column pair read in the reader's language: `localized(row, 'name', lang)` is
 * `row.name_ar` in Arabic and `row.name_en` in English (the database keeps both side by side).
 */
export function localized<R extends Record<`${F}_en` | `${F}_ar`, unknown>, F extends string>(row: R, field: F, lang: Lang): R[`${F}_en`] | R[`${F}_ar`] {
  return lang === 'ar' ? row[`${field}_ar`] : row[`${field}_en`]
}
