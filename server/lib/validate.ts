import * as v from 'valibot'
import type { FieldError, Lang } from '../../contract/common.ts'
import { HttpError } from './http-error.ts'
import { fieldMessage, namesFieldRule } from './api-texts.ts'

function issueKind(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.received === 'undefined') return 'required'
  if (issue.kind === 'schema') return issue.type === 'picklist' ? 'picklist' : 'type'
  // A check names its rule in the message (contract schemas: `v.forward(v.check(…, 'one-of'))`, a search's
  // `v.rawCheck` of `searchProblems`), and a format check what it expects (`v.regex(…, 'mobile')`): a rule
  // with a message of its own is said as it.
  if (['check', 'partial_check', 'raw_check', 'regex'].includes(issue.type) && namesFieldRule(issue.message)) return issue.message
  // Push subscriptions name theirs too (contract/push.ts): an address that is not HTTPS, a key of the wrong size.
  if (issue.message === 'https-url' || issue.message === 'push-key') return issue.message
  return issue.type
}

/** valibot issues → `[{ path, message }]` in the request's language. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[], lang: Lang): FieldError[] {
  const seen = new Set<string>()
  const errors: FieldError[] = []
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    if (seen.has(path)) continue // one message per field is what a form can show
    seen.add(path)
    errors.push({ path, message: fieldMessage(issueKind(issue), lang, issue.requirement) })
  }
  return errors
}

/**
 * A text no database can store: a NUL (PostgreSQL refuses it in `text`), or half of a UTF-16
 * surrogate pair, which JSON can spell (`"\ud800"`) but no UTF-8 text holds (jsonb refuses it,
 * and a `text` column would keep a replacement character instead). No person types either.
 */
const unstorable = (text: string): boolean => text.includes('\u0000') || !text.isWellFormed()

/**
 * The paths of every text (or key) no database can store, in any input of any call: refused here,
 * before a schema or a query sees it.
 */
export function unstorableTextPaths(input: unknown): string[] {
  const found: string[] = []
  const stack: Array<[unknown, string]> = [[input, '']]
  while (stack.length > 0 && found.length < 20) {
    const [value, path] = stack.pop()!
    if (typeof value === 'string') {
      if (unstorable(value)) found.push(path)
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, path ? `${path}.${index}` : String(index)]))
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key
        if (unstorable(key)) found.push(at)
        else stack.push([item, at])
      }
    }
  }
  return found
}

/** Parses input with a contract schema or throws a 400 that names each field and the reason. */
export function parse<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, lang: Lang): v.InferOutput<TSchema> {
  const unstorablePaths = unstorableTextPaths(input)
  if (unstorablePaths.length > 0)
    throw new HttpError(
      400,
      'ValidationFailed',
      unstorablePaths.map((path) => ({ path, message: fieldMessage('character', lang) })),
    )
  // valibot reads an array's fields by name as it does an object's, so `[1,2,3]` would pass as a
  // profile with nothing in it: a body or query that is not an object is refused as a whole.
  if (Array.isArray(input) && schema.type !== 'array' && schema.type !== 'tuple') {
    throw new HttpError(400, 'ValidationFailed', [{ path: '', message: fieldMessage('type', lang) }])
  }
  // No body or query at all is an empty one; `null` sent as the body is not.
  const result = v.safeParse(schema, input === undefined ? {} : input)
  if (result.success) return result.output
  throw new HttpError(400, 'ValidationFailed', toFieldErrors(result.issues, lang))
}
