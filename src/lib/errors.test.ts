import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client.ts'
import { fieldErrorsOf } from './errors.ts'

describe('fieldErrorsOf', () => {
  it('maps the server’s field errors by path, and anything else to none', () => {
    const error = new ApiError(400, 'ValidationFailed', 'Some fields are not valid.', [{ path: 'email', message: 'Enter a valid e-mail address.' }, { path: 'message', message: 'Enter at least 10 characters.' }])
    expect(fieldErrorsOf(error)).toEqual({ email: 'Enter a valid e-mail address.', message: 'Enter at least 10 characters.' })
    expect(fieldErrorsOf(new Error('x'))).toEqual({})
    expect(fieldErrorsOf(null)).toEqual({})
  })
})
