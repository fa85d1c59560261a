import * as v from 'valibot'
import {
  asksAnything,
  type CertificationLevel,
  type Requirements,
  type SavedTraveller,
  type Traveller,
  TravellerSchema,
  unmetRequirements,
} from '../../../contract/travellers.ts'

/** A traveller as the form holds them while typed: every field as its control has it. */
export type TravellerDraft = {
  fullName: string
  dateOfBirth: string
  agencyId: string
  level: CertificationLevel
  loggedDives: string
  lastDiveDate: string
  nitrox: boolean
  firstAid: boolean
  notes: string
}
export type DraftField = keyof TravellerDraft

export const emptyDraft = (fullName = ''): TravellerDraft => ({
  fullName,
  dateOfBirth: '',
  agencyId: '',
  level: 'none',
  loggedDives: '0',
  lastDiveDate: '',
  nitrox: false,
  firstAid: false,
  notes: '',
})

/** A traveller picked from those the diver booked for before (their notes were never kept), or one already on the booking. */
export const draftFrom = (saved: Omit<SavedTraveller, 'self'> & { notes?: string }): TravellerDraft => ({
  fullName: saved.fullName,
  dateOfBirth: saved.dateOfBirth ?? '',
  agencyId: saved.agencyId === null ? '' : String(saved.agencyId),
  level: saved.level,
  loggedDives: String(saved.loggedDives),
  lastDiveDate: saved.lastDiveDate ?? '',
  nitrox: saved.nitrox,
  firstAid: saved.firstAid,
  notes: saved.notes ?? '',
})

/** Traveller 1 is the diver who books: their details as last entered, else their account's name. */
export const firstDraft = (saved: readonly SavedTraveller[], accountName: string | null | undefined): TravellerDraft => {
  const self = saved.find((one) => one.self)
  return self ? draftFrom(self) : emptyDraft(accountName ?? '')
}

/** The first `seats` travellers, blank ones added as seats are. */
export const draftsFor = (drafts: readonly TravellerDraft[], seats: number): TravellerDraft[] =>
  Array.from({ length: seats }, (_, index) => drafts[index] ?? emptyDraft())

/** Why a field cannot be taken, by the contract's own rule names (the page says each in the diver's language). */
export type DraftProblem = 'required' | 'birth' | 'dive-date' | 'agency' | 'name' | 'invalid'
export type ReadDraft = { traveller: Traveller | null; problems: Partial<Record<DraftField, DraftProblem>> }

/**
 * The draft as Booking/Create takes it (the contract's schema decides), or what is wrong with each
 * field. `needsBirth`: the departure asks something, so an age must be counted.
 */
export function readDraft(draft: TravellerDraft, needsBirth: boolean): ReadDraft {
  const dives = draft.loggedDives.trim()
  const input = {
    fullName: draft.fullName,
    dateOfBirth: draft.dateOfBirth === '' ? null : draft.dateOfBirth,
    agencyId: draft.agencyId === '' ? null : Number(draft.agencyId),
    level: draft.level,
    loggedDives: dives === '' ? Number.NaN : Number(dives),
    lastDiveDate: draft.lastDiveDate === '' ? null : draft.lastDiveDate,
    nitrox: draft.nitrox,
    firstAid: draft.firstAid,
    notes: draft.notes,
  }
  const parsed = v.safeParse(TravellerSchema, input)
  const problems: ReadDraft['problems'] = needsBirth && draft.dateOfBirth === '' ? { dateOfBirth: 'required' } : {}
  if (parsed.success) return { traveller: problems.dateOfBirth ? null : parsed.output, problems }
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) as DraftField | null
    if (!field || problems[field]) continue
    const named = ['birth', 'dive-date', 'agency', 'name'].includes(issue.message) ? (issue.message as DraftProblem) : null
    const empty =
      field === 'fullName' ? draft.fullName.trim() === '' : field === 'dateOfBirth' ? draft.dateOfBirth === '' : field === 'loggedDives' && dives === ''
    problems[field] = named ?? (empty ? 'required' : 'invalid')
  }
  return { traveller: null, problems }
}

/**
 * The drafts as Booking/Create and Booking/UpdateTravellers take them, and whether every one of them
 * may go (complete, and meeting what the departure asks by the contract's rule): what Book and a
 * change of travellers send, or hold back to say why.
 */
export function checkDrafts(
  drafts: readonly TravellerDraft[],
  requirements: Requirements,
  startDate: string,
): { travellers: Traveller[]; everyoneMayGo: boolean } {
  const asks = asksAnything(requirements)
  const travellers = drafts.flatMap((draft) => readDraft(draft, asks).traveller ?? [])
  const everyoneMayGo =
    travellers.length === drafts.length && travellers.every((traveller) => unmetRequirements(requirements, traveller, startDate).length === 0)
  return { travellers, everyoneMayGo }
}
