import type { FastifyInstance } from 'fastify'
import { langCode } from '../../../contract/common.ts'
import {
  ContactUsBodySchema,
  contactUsPath,
  ContactUsResponseSchema,
  CountriesResponseSchema,
  GetCountriesQuerySchema,
  getCountriesPath,
  GetPageContentQuerySchema,
  getPageContentPath,
  GetTranslatedCountriesQuerySchema,
  getTranslatedCountriesPath,
  PageContentResponseSchema,
} from '../../../contract/general.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { Mailer } from '../../lib/mailer.ts'
import { message } from '../../lib/messages.ts'
import { defineRoute } from '../../lib/route.ts'
import { listCountries } from './general.repository.ts'

export function generalRoutes(app: FastifyInstance, db: Db, mailer: Mailer): void {
  defineRoute(app, {
    method: 'GET',
    url: getCountriesPath,
    access: 'public',
    cacheable: true,
    query: GetCountriesQuerySchema,
    response: CountriesResponseSchema,
    handler: async ({ query, lang }) => ({ data: await listCountries(db, lang, query.UsedOnly) }),
  })

  defineRoute(app, {
    method: 'GET',
    url: getTranslatedCountriesPath,
    access: 'public',
    cacheable: true,
    query: GetTranslatedCountriesQuerySchema,
    response: CountriesResponseSchema,
    handler: async ({ query }) => ({ data: await listCountries(db, query.isEnglish ? 'en' : 'ar', false) }),
  })

  /** The contact form is stored, acknowledged to the sender, and answered by the team. */
  defineRoute(app, {
    method: 'POST',
    url: contactUsPath,
    access: 'public',
    body: ContactUsBodySchema,
    response: ContactUsResponseSchema,
    rateLimit: { max: 5, timeWindow: '10 minutes' },
    handler: async ({ body, lang, principal, reply }) => {
      const row = await db
        .insertInto('contact_messages')
        .values({ ...body, language: langCode[lang], user_id: principal?.kind === 'user' ? principal.userId : null })
        .returning('id')
        .executeTakeFirstOrThrow()
      const acknowledgement = message('ContactReceived', lang)
      await mailer.send({
        to: body.email,
        subject: lang === 'ar' ? `ريفلاين: استلمنا رسالتك رقم ${row.id}` : `Reefline: we received your message #${row.id}`,
        text: `${acknowledgement}\n\n${body.subject}\n${body.message}`,
      })
      reply.code(201)
      return { data: { ticketId: row.id, message: acknowledgement } }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: getPageContentPath,
    access: 'public',
    cacheable: true,
    query: GetPageContentQuerySchema,
    response: PageContentResponseSchema,
    handler: async ({ query, lang, reply }) => {
      const page = await db
        .selectFrom('pages')
        .selectAll()
        .where('name', '=', query.pageName)
        .where('language', '=', langCode[lang])
        .executeTakeFirst()
      if (!page) throw new HttpError(404, 'PageNotFound')
      reply.header('cache-control', 'public, max-age=300')
      return { data: { pageName: query.pageName, title: page.title, content: page.content_html, updatedAt: page.updated_at.toISOString() } }
    },
  })
}
