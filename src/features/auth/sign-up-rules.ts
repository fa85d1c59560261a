import * as v from 'valibot'
import type { RegisterBody } from '../../../contract/users.ts'
import { passwordChecks } from './components/password-rules.tsx'

/** The fields of the sign-up form that can be refused, as the server names them. */
export const signUpFields = ['name', 'email', 'mobile', 'countryId', 'password'] as const
export type SignUpField = (typeof signUpFields)[number]

/**
 * The contract's sign-up rules (RegisterBodySchema, contract/users.ts) as the form checks them before
 * sending, written again: that module is in every first visit (the session's schema is in it), so the
 * sign-up page taking its schema from there would carry these rules into the first load as well.
 * sign-up-rules.test.ts holds the two to the same answers.
 */
const SignUpSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email()),
  password: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  mobile: v.nullish(v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()-]{6,20}$/))),
  countryId: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
})

/** Every field the rules refuse (all of them, not the first), the password by the rules shown under it too. */
export function refusedFields(body: RegisterBody): Set<SignUpField> {
  const refused = new Set<SignUpField>()
  for (const issue of v.safeParse(SignUpSchema, body, { abortEarly: false }).issues ?? []) {
    const field = signUpFields.find((name) => name === issue.path?.[0]?.key)
    if (field) refused.add(field)
  }
  const checks = passwordChecks(body.password, body.email)
  if (!checks.length || !checks.max || !checks.notEmail) refused.add('password')
  return refused
}
