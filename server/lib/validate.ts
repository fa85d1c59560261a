import * as v from 'valibot'
import type { FieldError, Lang } from '../../contract/common.ts'
import { HttpError } from './http-error.ts'
import { fieldMessage } from './messages.ts'

function issueKind(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.received === 'undefined') return 'required'
  if (issue.kind === 'schema') return issue.type === 'picklist' ? 'picklist' : 'type'
  if (issue.type === 'check' && issue.message === 'one-of') return 'one-of'
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

/** Parses input with a contract schema or throws a 400 that names each field and the reason. */
export function parse<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, lang: Lang): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {})
  if (result.success) return result.output
  throw new HttpError(400, 'ValidationFailed', toFieldErrors(result.issues, lang))
}
