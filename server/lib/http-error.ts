import type { FieldError } from '../../contract/common.ts'
import type { MessageCode } from './api-texts.ts'

/** Thrown by handlers and services; the error plugin turns it into `{ message, code, errors? }`. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly code: MessageCode
  readonly errors: FieldError[] | undefined
  /** seconds until a rate-limited call may be tried again (429) */
  readonly retryAfter: number | undefined

  constructor(statusCode: number, code: MessageCode, errors?: FieldError[], retryAfter?: number) {
    super(code)
    this.statusCode = statusCode
    this.code = code
    this.errors = errors
    this.retryAfter = retryAfter
  }
}
