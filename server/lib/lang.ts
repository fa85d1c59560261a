import type { FastifyRequest } from 'fastify'
import type { Lang } from '../../contract/common.ts'

/**
 * The request's language. The spec spells it three ways (`lang`, `Lang`, `isEnglish`);
 * any of them wins, then the signed-in user's stored language, then Accept-Language.
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
  if (request.principal) return request.principal.lang
  const accept = request.headers['accept-language']
  return typeof accept === 'string' && /^\s*ar\b/i.test(accept) ? 'ar' : 'en'
}
