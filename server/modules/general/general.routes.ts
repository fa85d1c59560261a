import type { FastifyInstance } from 'fastify'
import {
  ContactUsBodySchema,
  contactUsPath,
  ContactUsResponseSchema,
  CountriesResponseSchema,
  destinationsPath,
  DestinationsResponseSchema,
  GetCountriesQuerySchema,
  getCountriesPath,
  GetPageContentQuerySchema,
  getPageContentPath,
  GetTranslatedCountriesQuerySchema,
  getTranslatedCountriesPath,
  PageContentResponseSchema,
} from '../../../contract/general.ts'
import { defineRoute } from '../../lib/route.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { contactUs, countries, destinations, pageContent } from './general.service.ts'

/** The general calls, a plugin of their own: the contact form's mail goes out as a job (`jobs`). */
export function generalRoutes(app: FastifyInstance, { jobs }: { jobs: Jobs }, done: () => void): void {
  defineRoute(app, {
    summary: 'Countries, sorted by name in the request language',
    description: '`UsedOnly=true` keeps the countries that have at least one dive center or freelancer.',
    method: 'GET',
    url: getCountriesPath,
    access: 'public',
    cacheable: true,
    query: GetCountriesQuerySchema,
    response: CountriesResponseSchema,
    handler: async ({ db, query, lang }) => ({ data: await countries(db, lang, query.UsedOnly) }),
  })

  defineRoute(app, {
    summary: 'Countries, in the language `isEnglish` asks for',
    method: 'GET',
    url: getTranslatedCountriesPath,
    access: 'public',
    cacheable: true,
    query: GetTranslatedCountriesQuerySchema,
    response: CountriesResponseSchema,
    handler: async ({ db, query }) => ({ data: await countries(db, query.isEnglish ? 'en' : 'ar', false) }),
  })

  defineRoute(app, {
    summary: 'Send a message to the team',
    description:
      'The message is stored and the sender gets an acknowledgement by e-mail with its reference number (retried until the mail server takes it). The acknowledgement repeats nothing the sender wrote, and one address gets at most three a day however many senders give it. Only accepted messages count against the limit.',
    method: 'POST',
    url: contactUsPath,
    access: 'public',
    status: 201,
    body: ContactUsBodySchema,
    response: ContactUsResponseSchema,
    rateLimits: [{ max: 5, timeWindow: '10 minutes' }],
    handler: async ({ db, body, lang, principal }) => ({ data: await contactUs(db, jobs, body, lang, principal?.kind === 'user' ? principal.userId : null) }),
  })

  defineRoute(app, {
    summary: 'A content page (about us, privacy policy, terms, FAQs) as sanitizable HTML',
    method: 'GET',
    url: getPageContentPath,
    access: 'public',
    cacheable: true,
    query: GetPageContentQuerySchema,
    response: PageContentResponseSchema,
    errors: { 404: 'PageNotFound' },
    handler: async ({ db, query, lang, reply }) => {
      const page = await pageContent(db, query.pageName, lang)
      reply.header('cache-control', 'public, max-age=300')
      return { data: { pageName: query.pageName, ...page } }
    },
  })

  defineRoute(app, {
    summary: 'Countries with dive centers, with their counts and a picture',
    description: 'For the home and `/countries`: most centers first; `upcomingTrips` counts departures from tomorrow on.',
    method: 'GET',
    url: destinationsPath,
    access: 'public',
    cacheable: true,
    response: DestinationsResponseSchema,
    handler: async ({ db, lang }) => ({ data: await destinations(db, lang) }),
  })
  done()
}
