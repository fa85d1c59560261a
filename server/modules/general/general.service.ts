import type { Lang } from '../../../contract/common.ts'
import { langCode } from '../../../contract/common.ts'
import type { ContactUsBody, Country, Destination } from '../../../contract/general.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import { message } from '../../lib/api-texts.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { todayUtc } from '../../../contract/departures.ts'
import { contactAcknowledgement } from './contact.mails.ts'
import { countContactMessagesFrom, findCountries, findDestinations, findPage, insertContactMessage, lockContactAddress } from './general.repository.ts'
import { localized } from '../../lib/lang.ts'

const collators = new Map<Lang, Intl.Collator>()
const collator = (lang: Lang) => {
  let found = collators.get(lang)
  if (!found) collators.set(lang, (found = new Intl.Collator(lang)))
  return found
}

/** Countries by name in the language. */
export async function countries(db: Db, lang: Lang, usedOnly: boolean): Promise<Country[]> {
  const rows = await findCountries(db, usedOnly)
  return rows
    .map((row) => ({ countryId: row.id, countryName: localized(row, 'name', lang) }))
    .sort((a, b) => collator(lang).compare(a.countryName, b.countryName))
}

/** Acknowledgements one address may get in a day, however many senders name it. */
const ACKNOWLEDGEMENTS_PER_DAY = 3

/**
 * The message and its acknowledgement mail are written together: the team has the message even
 * while the mail server is down, and the mail follows when it is back. The acknowledgement carries
 * a reference, never the message (contact.mails.ts), and an address named by many senders gets a
 * few a day: the form is no way to flood someone's inbox.
 */
export async function contactUs(db: Db, jobs: Jobs, body: Required<ContactUsBody>, lang: Lang, userId: number | null) {
  const ticketId = await inTransaction(db, async (trx) => {
    await lockContactAddress(trx, body.email)
    const row = await insertContactMessage(trx, { ...body, language: langCode[lang], user_id: userId })
    const earlier = await countContactMessagesFrom(trx, body.email, new Date(Date.now() - 86_400_000))
    if (earlier <= ACKNOWLEDGEMENTS_PER_DAY) await jobs.enqueue(trx, 'mail', contactAcknowledgement(body.email, row.id, lang))
    return row.id
  })
  return { ticketId, message: message('ContactReceived', lang) }
}

export async function pageContent(db: Db, pageName: string, lang: Lang) {
  const page = await findPage(db, pageName, langCode[lang])
  if (!page) throw new HttpError(404, 'PageNotFound')
  return { title: page.title, content: page.content_html, updatedAt: page.updated_at.toISOString() }
}

/** Destinations for the home and `/countries`: most dive centers first. */
export async function destinations(db: Db, lang: Lang): Promise<Destination[]> {
  const rows = await findDestinations(db, todayUtc())
  return rows
    .map((row) => ({
      countryId: row.id,
      countryName: localized(row, 'name', lang),
      code: row.code,
      branchCount: Number(row.branches),
      upcomingTrips: Number(row.trips ?? 0),
      imageUrl: row.image_url ?? '',
    }))
    .sort((a, b) => b.branchCount - a.branchCount || collator(lang).compare(a.countryName, b.countryName))
}
