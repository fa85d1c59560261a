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
