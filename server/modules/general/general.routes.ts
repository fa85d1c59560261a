import type { FastifyInstance } from 'fastify'
import {
  GetCountriesQuerySchema,
  getCountriesPath,
  GetTranslatedCountriesQuerySchema,
  getTranslatedCountriesPath,
} from '../../../contract/general.ts'
import type { Db } from '../../db/schema.ts'
import { defineRoute } from '../../lib/route.ts'
import { listCountries } from './general.repository.ts'

export function generalRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, {
    method: 'GET',
    url: getCountriesPath,
    access: 'public',
    query: GetCountriesQuerySchema,
    handler: async ({ query, lang }) => ({ data: await listCountries(db, lang, query.UsedOnly) }),
  })

  defineRoute(app, {
    method: 'GET',
    url: getTranslatedCountriesPath,
    access: 'public',
    query: GetTranslatedCountriesQuerySchema,
    handler: async ({ query }) => ({ data: await listCountries(db, query.isEnglish ? 'en' : 'ar', false) }),
  })
}
