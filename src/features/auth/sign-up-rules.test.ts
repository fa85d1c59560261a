import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { type RegisterBody, RegisterBodySchema } from '../../../contract/users.ts'
import { refusedFields } from './sign-up-rules.ts'

const good: RegisterBody = { name: 'Nadia Farouk', email: 'nadia@reefline.test', password: 'Mantas-at-dawn-42', mobile: '+20 100 123 4567', countryId: 3 }

/** What the contract's schema refuses, field by field: what the server answers 400 on. */
const contractRefuses = (body: RegisterBody) =>
  new Set((v.safeParse(RegisterBodySchema, body, { abortEarly: false }).issues ?? []).map((issue) => issue.path?.[0]?.key))

const bodies: Array<[string, RegisterBody]> = [
  ['all good', good],
  ['all missing', { name: '', email: '', password: '' }],
  ['blank name', { ...good, name: '   ' }],
  ['a name too long', { ...good, name: 'x'.repeat(101) }],
  ['no at sign', { ...good, email: 'nadia.reefline.test' }],
  ['nothing after the at sign', { ...good, email: 'nadia@' }],
  ['an address too long', { ...good, email: `${'x'.repeat(250)}@reefline.test` }],
  ['spaces around the address', { ...good, email: '  nadia@reefline.test ' }],
  ['seven characters', { ...good, password: 'short77' }],
  ['65 characters', { ...good, password: 'x'.repeat(65) }],
  ['letters for a mobile', { ...good, mobile: 'call me' }],
  ['a mobile too short', { ...good, mobile: '12345' }],
  ['no mobile', { ...good, mobile: null }],
  ['country 0', { ...good, countryId: 0 }],
  ['a fractional country', { ...good, countryId: 1.5 }],
  ['no country', { ...good, countryId: null }],
]

describe("the sign-up form's rules are the contract's", () => {
  it.each(bodies)('%s: the same fields refused', (_name, body) => {
    const mine = refusedFields(body)
    // The form also holds the password to the rules it shows (not the e-mail itself), which the server checks after parsing.
    if (body.password.toLowerCase() !== body.email.trim().toLowerCase()) expect([...mine].sort()).toEqual([...contractRefuses(body)].sort())
  })

  it('marks every refused field at once, and a password that is the e-mail', () => {
    expect([...refusedFields({ name: '', email: 'nadia@', password: 'short', mobile: 'x' })].sort()).toEqual(['email', 'mobile', 'name', 'password'])
    expect([...refusedFields({ ...good, password: 'NADIA@reefline.test' })]).toEqual(['password'])
  })
})
