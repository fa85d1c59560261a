import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client.ts'
import { fieldErrorsOf } from './errors.ts'
import { formAlertOf } from './form-alert.ts'

describe('fieldErrorsOf', () => {
  it('maps the server’s field errors by path, and anything else to none', () => {
    const error = new ApiError(400, 'ValidationFailed', 'Some fields are not valid.', [
      { path: 'email', message: 'Enter a valid e-mail address.' },
      { path: 'message', message: 'Enter at least 10 characters.' },
    ])
    expect(fieldErrorsOf(error)).toEqual({ email: 'Enter a valid e-mail address.', message: 'Enter at least 10 characters.' })
    expect(fieldErrorsOf(new Error('x'))).toEqual({})
    expect(fieldErrorsOf(null)).toEqual({})
  })
})

describe('formAlertOf', () => {
  const common = new ApiError(400, 'ValidationFailed', 'Some fields are not valid.', [{ path: 'password', message: 'This password is too common.' }])
  const wrong = new ApiError(400, 'WrongPassword', 'The current password is incorrect.', [
    { path: 'currentPassword', message: 'The current password is incorrect.' },
  ])

  it('says nothing above a form whose fields show every refusal, so no error is said twice', () => {
    expect(formAlertOf(common, ['name', 'email', 'password'])).toBeNull()
    expect(formAlertOf(wrong, ['currentPassword', 'newPassword'])).toBeNull()
  })

  it('says what no field shows: a refusal of a field the form does not have, an error without fields, nothing at all', () => {
    expect(formAlertOf(common, ['email'])).toBe('Some fields are not valid.')
    expect(formAlertOf(new ApiError(401, 'InvalidCredentials', 'The e-mail or password is incorrect.'), ['email', 'password'])).toBe(
      'The e-mail or password is incorrect.',
    )
    expect(formAlertOf(null, ['email'])).toBeNull()
  })
})

describe('getErrorMessage', () => {
  it('says when to try again after a 429, in the screen language', async () => {
    const { getErrorMessage } = await import('./errors.ts')
    const { activateLanguage } = await import('./i18n.ts')
    await activateLanguage('en')
    expect(getErrorMessage(new ApiError(429, 'TooManyRequests', 'Too many attempts.', [], 120))).toBe('Too many attempts. Please try again in 2 minutes.')
    expect(getErrorMessage(new ApiError(429, 'TooManyRequests', 'Too many attempts.', [], 30))).toBe('Too many attempts. Please try again in 30 seconds.')
    await activateLanguage('ar')
    const arabic = getErrorMessage(new ApiError(429, 'TooManyRequests', 'x', [], 120))
    // The Arabic words themselves, not the English fallback with a number in it.
    expect(arabic).toMatch(/[\u0600-\u06FF]/)
    expect(arabic).not.toMatch(/[A-Za-z]/)
    expect(arabic).toMatch(/دقيقتين|دقيقة|دقائق/)
    await activateLanguage('en')
  })

  it('says a write still in progress after the client stopped asking may have gone through, in the screen language', async () => {
    const { getErrorMessage } = await import('./errors.ts')
    const { activateLanguage } = await import('./i18n.ts')
    const unconfirmed = new ApiError(409, 'StillInProgress', 'An earlier attempt of this request is still being carried out.')
    await activateLanguage('en')
    expect(getErrorMessage(unconfirmed)).toBe(
      'We could not confirm that this went through: the server is still finishing it. It may have worked, so check in a moment before trying again.',
    )
    await activateLanguage('ar')
    expect(getErrorMessage(unconfirmed)).toBe('لم نتمكن من التأكد من أن هذا قد تم: لا يزال الخادم يُنهيه. ربما نجح، لذا تحقق بعد قليل قبل أن تحاول مرة أخرى.')
    await activateLanguage('en')
  })
})
