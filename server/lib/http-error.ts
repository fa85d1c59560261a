import type { FieldError } from '../../contract/common.ts'
import type { MessageCode } from './messages.ts'

/** Thrown by handlers and services; the error plugin turns it into `{ message, code, errors? }`. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly code: MessageCode
  readonly errors: FieldError[] | undefined

  constructor(statusCode: number, code: MessageCode, errors?: FieldError[]) {
    super(code)
    this.statusCode = statusCode
    this.code = code
    this.errors = errors
  }
}
