import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CheckMobileAndEmailResponseSchema, ImageResponseSchema, ProfileResponseSchema, SessionResponseSchema } from '../../../contract/users.ts'
import { DEMO_CARD, DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seed/index.ts'
import { api, call, callError, callOk, createTestApp, useTestApp, loginDemo } from '../../test/harness.ts'
import { picture, pictureFacts, pngClaiming } from '../../test/images.ts'
import { passwordResetJob, RESETS_PER_HOUR } from './account.service.ts'

const t = useTestApp()

const register = (payload: Record<string, unknown>, lang = 1) => call(t.app, { method: 'POST', url: api(`/Users/Register?Lang=${lang}`), payload })
const lastMail = async () => (await t.mail()).at(-1)!

describe('Users/Register and CheckMobileAndEmail', () => {
  it('creates an unconfirmed diver, signs them in and mails a six-digit code', async () => {
    const response = await register({
      name: 'Omar Saleh',
      email: 'Omar@Example.com',
      password: 'Manta-Point-2026',
      mobile: '+20 100 555 1234',
      sex: 'Male',
      isDriver: true,
    })
    expect(response.status).toBe(201)
    const session = v.parse(SessionResponseSchema, response.json).data
    expect(session).toMatchObject({ role: 'diver', email: 'omar@example.com', name: 'Omar Saleh' })
    expect(await lastMail()).toMatchObject({ to: 'omar@example.com' })
    expect((await lastMail()).text).toMatch(/\b\d{6}\b/)
    const profile = await callOk(t.app, ProfileResponseSchema, { method: 'GET', url: api('/Users/GetProfileData'), token: session.accessToken })
    expect(profile.data.isVerified).toBe(false)
    const check = await callOk(t.app, CheckMobileAndEmailResponseSchema, {
      method: 'POST',
      url: api('/Users/CheckMobileAndEmail'),
      payload: { email: 'OMAR@example.com', mobile: '+20 100 555 1234' },
    })
    expect(check.data).toEqual({ emailExists: true, mobileExists: true })
    const free = await callOk(t.app, CheckMobileAndEmailResponseSchema, {
      method: 'POST',
      url: api('/Users/CheckMobileAndEmail'),
      payload: { email: 'free@example.com' },
    })
    expect(free.data).toEqual({ emailExists: false, mobileExists: false })
  })

  it('refuses a taken e-mail, a short or common password, and names the field in Arabic', async () => {
    const taken = await register({ name: 'Copy', email: DEMO_EMAIL, password: 'Another-Reef-99' })
    expect(taken.status).toBe(409)
    const common = await callError(t.app, {
      method: 'POST',
      url: api('/Users/Register?Lang=2'),
      payload: { name: 'X', email: 'x@example.com', password: 'password123' },
    })
    expect(common.status).toBe(400)
    expect(common.body.errors).toEqual([{ path: 'password', message: 'كلمة المرور هذه شائعة جدًا. اختر غيرها.' }])
    const short = await callError(t.app, { method: 'POST', url: api('/Users/Register'), payload: { name: 'X', email: 'y@example.com', password: 'short' } })
    expect(short.body.errors?.[0]).toEqual({ path: 'password', message: 'Enter at least 8 characters.' })
    const long = await callError(t.app, {
      method: 'POST',
      url: api('/Users/Register'),
      payload: { name: 'X', email: 'z@example.com', password: 'x'.repeat(65) },
    })
    expect(long.body.errors?.[0]?.path).toBe('password')
    expect(await t.db.selectFrom('users').select('id').where('email', 'in', ['x@example.com', 'y@example.com', 'z@example.com']).execute()).toEqual([])
  })
})

describe('e-mail confirmation', () => {
  it('confirms with the mailed code and returns a session; wrong codes run out after five tries', async () => {
    const response = await register({ name: 'Sara Haddad', email: 'sara@example.com', password: 'Blue-Hole-Dahab-1' })
    const { accessToken } = v.parse(SessionResponseSchema, response.json).data
    const code = /\b(\d{6})\b/.exec((await lastMail()).text)![1]!
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await callError(t.app, { method: 'GET', url: api(`/Users/ConfirmEmail?Code=${wrong}`), token: accessToken })).body.code).toBe('InvalidCode')
    await callOk(t.app, SessionResponseSchema, { method: 'GET', url: api(`/Users/ConfirmEmail?Code=${code}`), token: accessToken })
    const profile = await callOk(t.app, ProfileResponseSchema, { method: 'GET', url: api('/Users/GetProfileData'), token: accessToken })
    expect(profile.data.isVerified).toBe(true)
    expect((await call(t.app, { method: 'GET', url: api(`/Users/ConfirmEmail?Code=${code}`), token: accessToken })).status).toBe(400) // single use
    expect((await callError(t.app, { method: 'GET', url: api('/Users/SendConfirmationCode'), token: accessToken })).body.code).toBe('AlreadyVerified')
  })

  it('spends a code after five wrong tries', async () => {
    const response = await register({ name: 'Nour', email: 'nour@example.com', password: 'Coral-Garden-77' })
    const { accessToken } = v.parse(SessionResponseSchema, response.json).data
    const code = /\b(\d{6})\b/.exec((await lastMail()).text)![1]!
    const wrong = code === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++) await call(t.app, { method: 'GET', url: api(`/Users/ConfirmEmail?Code=${wrong}`), token: accessToken })
    expect((await callError(t.app, { method: 'GET', url: api(`/Users/ConfirmEmail?Code=${code}`), token: accessToken })).body.code).toBe('CodeExpired')
    await callOk(t.app, v.any(), { method: 'GET', url: api('/Users/SendConfirmationCode'), token: accessToken })
    const fresh = /\b(\d{6})\b/.exec((await lastMail()).text)![1]!
    await callOk(t.app, SessionResponseSchema, { method: 'GET', url: api(`/Users/ConfirmEmail?Code=${fresh}`), token: accessToken })
  })
})

describe('password reset and change', () => {
  it('mails a single-use link; the new password works and every old session ends', async () => {
    const old = await loginDemo(t.app)
    const sent = (await t.mail()).length
    await callOk(t.app, v.any(), { method: 'POST', url: api('/Users/SendPasswordResetLink'), payload: { email: DEMO_EMAIL } })
    expect((await t.mail()).length).toBe(sent + 1)
    const token = /auth\/reset\/([\w-]+)/.exec((await lastMail()).text)![1]!
    const common = await callError(t.app, { method: 'POST', url: api(`/Users/ResetPassword/${token}`), payload: { password: 'password1' } })
    expect(common.body.errors?.[0]?.path).toBe('password')
    await callOk(t.app, v.any(), { method: 'POST', url: api(`/Users/ResetPassword/${token}?lang=1`), payload: { password: 'Napoleon-Wrasse-8' } })
    expect((await call(t.app, { method: 'POST', url: api(`/Users/ResetPassword/${token}`), payload: { password: 'Another-One-99' } })).status).toBe(400)
    expect((await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: old.refreshToken } })).status).toBe(401)
    expect((await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })).status).toBe(401)
    expect((await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: 'Napoleon-Wrasse-8' } })).status).toBe(200)
    // Put the documented password back for the tests below.
    const session = (await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: 'Napoleon-Wrasse-8' } })).json as {
      data: { accessToken: string }
    }
    await callOk(t.app, v.any(), {
      method: 'POST',
      url: api('/Users/ChangePassword'),
      token: session.data.accessToken,
      payload: { currentPassword: 'Napoleon-Wrasse-8', newPassword: DEMO_PASSWORD },
    })
  })

  it('answers an unknown address the same way, with the same work, and sends nothing', async () => {
    const sent = (await t.mail()).length
    const jobs = async () =>
      Number(
        (
          await t.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('kind', '=', 'password-reset')
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await jobs()
    const known = await call(t.app, { method: 'POST', url: api('/Users/SendPasswordResetLink'), payload: { email: 'sara@example.com' } })
    const unknown = await call(t.app, { method: 'POST', url: api('/Users/SendPasswordResetLink'), payload: { email: 'nobody@example.com' } })
    expect(unknown.body).toBe(known.body)
    // Each request is one job, whether or not the account exists; the lookup happens later.
    expect(await jobs()).toBe(before + 2)
    expect((await t.mail()).length).toBe(sent + 1)
    expect((await t.mail()).at(-1)!.to).toBe('sara@example.com')
    expect(
      (await call(t.app, { method: 'POST', url: api('/Users/ResetPassword/not-a-real-token-at-all-000000'), payload: { password: 'Long-Enough-123' } })).status,
    ).toBe(400)
  })

  it('changes the password only with the current one', async () => {
    const { accessToken } = await loginDemo(t.app)
    const wrong = await callError(t.app, {
      method: 'POST',
      url: api('/Users/ChangePassword'),
      token: accessToken,
      payload: { currentPassword: 'not-it', newPassword: 'Reef-Shark-2027' },
    })
    expect(wrong.body.errors?.[0]?.path).toBe('currentPassword')
    const same = await callError(t.app, {
      method: 'POST',
      url: api('/Users/ChangePassword?lang=2'),
      token: accessToken,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
    })
    expect(same.status).toBe(400)
    expect(same.body.code).toBe('SamePassword')
    expect(same.body.errors).toEqual([{ path: 'newPassword', message: 'كلمة المرور الجديدة هي نفسها الحالية. اختر كلمة مرور مختلفة.' }])
    expect((await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })).status).toBe(200)
  })
})

describe('reset requests carried out at once', () => {
  it('mail one diver at most three links an hour, however many job workers carry the requests together', async () => {
    const diver = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow()
    await t.db.deleteFrom('password_resets').where('user_id', '=', diver.id).execute()
    // As the mail lanes would: several workers, each with a request of the same diver.
    const job = passwordResetJob(t.db, t.app.jobs, 'https://reefline.example')
    await Promise.all(Array.from({ length: 8 }, () => job({ email: DEMO_EMAIL, lang: 'en' })))
    const links = await t.db.selectFrom('password_resets').select('id').where('user_id', '=', diver.id).execute()
    expect(links).toHaveLength(RESETS_PER_HOUR)
  })
})

describe('Users/UpdateProfile', () => {
  it('takes a JSON or a form body and returns a session', async () => {
    const { accessToken } = await loginDemo(t.app)
    const saudi = await t.db.selectFrom('countries').select('id').where('code', '=', 'sa').executeTakeFirstOrThrow()
    const ssi = await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'SSI').executeTakeFirstOrThrow()
    await callOk(t.app, SessionResponseSchema, {
      method: 'POST',
      url: api('/Users/UpdateProfile'),
      token: accessToken,
      payload: { name: 'Layla H.', countryId: saudi.id },
    })
    const form = new URLSearchParams({ organizationId: String(ssi.id), isDriver: 'false', driverNumber: 'SSI-778', sex: 'Female' }).toString()
    await callOk(t.app, SessionResponseSchema, {
      method: 'POST',
      url: api('/Users/UpdateProfile'),
      token: accessToken,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const profile = await callOk(t.app, ProfileResponseSchema, { method: 'GET', url: api('/Users/GetProfileData?lang=2'), token: accessToken })
    expect(profile.data).toMatchObject({
      name: 'Layla H.',
      countryId: saudi.id,
      country: 'المملكة العربية السعودية',
      shortName: 'SSI',
      isDriver: false,
      driverNumber: 'SSI-778',
    })
  })

  it('rejects unknown countries and agencies, and bad values', async () => {
    const { accessToken } = await loginDemo(t.app)
    const unknown = await callError(t.app, {
      method: 'POST',
      url: api('/Users/UpdateProfile'),
      token: accessToken,
      payload: { countryId: 99999, organizationId: 99999 },
    })
    expect(unknown.body.errors?.map((e) => e.path).sort()).toEqual(['countryId', 'organizationId'])
    const mobile = await callError(t.app, { method: 'POST', url: api('/Users/UpdateProfile'), token: accessToken, payload: { mobile: 'call me' } })
    expect(mobile.body.errors).toEqual([{ path: 'mobile', message: expect.stringContaining('+20 100 123 4567') as string }])
    for (const payload of [{ name: '' }, { sex: 'Other' }, { mobile: 'call me' }, { isDriver: 'maybe' }]) {
      expect((await call(t.app, { method: 'POST', url: api('/Users/UpdateProfile'), token: accessToken, payload })).status, JSON.stringify(payload)).toBe(400)
    }
  })
})

/** A multipart body with one file part. */
function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----reefline-test-boundary'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`)
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const png = await picture('png')

describe('uploads', () => {
  it("the demo diver's certification card is seeded as an upload, a PNG the profile names", async () => {
    const { accessToken } = await loginDemo(t.app)
    const profile = await callOk(t.app, ProfileResponseSchema, { method: 'GET', url: api('/Users/GetProfileData'), token: accessToken })
    expect(profile.data.certificateImagePath).toBe(`/media/uploads/${DEMO_CARD}`)
    const served = await t.app.inject({ url: profile.data.certificateImagePath! })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    // A real picture, not a placeholder: the card is 480 × 300 (the PNG header's width and height).
    expect([served.rawPayload.readUInt32BE(16), served.rawPayload.readUInt32BE(20)]).toEqual([480, 300])
  })

  it('stores a profile picture under a generated name and serves it with safe headers', async () => {
    const { accessToken } = await loginDemo(t.app)
    const { data } = await callOk(t.app, ImageResponseSchema, {
      method: 'POST',
      url: api('/users/changeprofileImage'),
      token: accessToken,
      ...multipart('file', '../../evil.png', 'image/png', png),
    })
    expect(data.imagePath).toMatch(/^\/media\/uploads\/[\w-]+\.png$/)
    const served = await t.app.inject({ url: data.imagePath })
    expect(served.statusCode).toBe(200)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain("default-src 'none'")
    const profile = await callOk(t.app, ProfileResponseSchema, { method: 'GET', url: api('/Users/GetProfileData'), token: accessToken })
    expect(profile.data.imagePath).toBe(data.imagePath)
    expect(await pictureFacts(served.rawPayload)).toEqual({ width: 40, height: 30, format: 'png', exif: false })
    // Replacing it removes the old picture.
    const second = await callOk(t.app, ImageResponseSchema, {
      method: 'POST',
      url: api('/users/changeprofileImage'),
      token: accessToken,
      ...multipart('file', 'b.png', 'image/png', png),
    })
    expect((await t.app.inject({ url: data.imagePath })).statusCode).toBe(404)
    expect((await t.app.inject({ url: second.data.imagePath })).statusCode).toBe(200)
    expect(
      await t.db
        .selectFrom('uploads')
        .select('name')
        .where(
          'name',
          'in',
          [data.imagePath, second.data.imagePath].map((path) => path.split('/').pop()!),
        )
        .execute(),
    ).toHaveLength(1)
  })

  it('takes the certificate from the `logo` field', async () => {
    const { accessToken } = await loginDemo(t.app)
    const jpeg = await picture('jpg')
    const { data } = await callOk(t.app, ImageResponseSchema, {
      method: 'POST',
      url: api('/Mobile/ChangeCertificateImage'),
      token: accessToken,
      ...multipart('logo', 'card.jpg', 'image/jpeg', jpeg),
    })
    expect(data.imagePath).toMatch(/\.jpg$/)
    const profile = await callOk(t.app, ProfileResponseSchema, { method: 'GET', url: api('/Users/GetProfileData'), token: accessToken })
    expect(profile.data.certificateImagePath).toBe(data.imagePath)
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: api('/Mobile/ChangeCertificateImage'),
          token: accessToken,
          ...multipart('file', 'card.jpg', 'image/jpeg', jpeg),
        })
      ).status,
    ).toBe(400)
  })

  it('checks the bytes, not the name, and refuses more than 5 MB', async () => {
    const { accessToken } = await loginDemo(t.app)
    const html = await callError(t.app, {
      method: 'POST',
      url: api('/users/changeprofileImage'),
      token: accessToken,
      ...multipart('file', 'x.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    })
    expect(html.status).toBe(400)
    expect(html.body.code).toBe('InvalidImage')
    expect(html.body.errors).toEqual([{ path: 'file', message: 'Choose a JPEG, PNG or WebP picture.' }])
    const big = await callError(t.app, {
      method: 'POST',
      url: api('/users/changeprofileImage'),
      token: accessToken,
      ...multipart('file', 'big.png', 'image/png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
    })
    expect(big.status).toBe(413)
    expect((await call(t.app, { method: 'POST', url: api('/users/changeprofileImage'), token: accessToken, payload: { file: 'x' } })).status).toBe(415)
    expect((await call(t.app, { method: 'POST', url: api('/users/changeprofileImage'), ...multipart('file', 'x.png', 'image/png', png) })).status).toBe(401)
  })
})

describe('an uploaded picture', () => {
  const upload = async (bytes: Buffer, lang = 'en') => {
    const { accessToken } = await loginDemo(t.app)
    return call(t.app, {
      method: 'POST',
      url: api(`/Mobile/ChangeCertificateImage?lang=${lang}`),
      token: accessToken,
      ...multipart('logo', 'card', 'image/jpeg', bytes),
    })
  }

  it('is decoded whole: one that only starts like a picture, or is cut off, is refused with the reason and stores nothing', async () => {
    const before = await t.db.selectFrom('uploads').select('name').execute()
    const real = await picture('jpg')
    for (const bytes of [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
      real.subarray(0, Math.floor(real.length / 2)),
      Buffer.concat([(await picture('png')).subarray(0, 33), Buffer.alloc(200, 9)]),
    ]) {
      const refused = await callError(t.app, {
        method: 'POST',
        url: api('/Mobile/ChangeCertificateImage'),
        token: (await loginDemo(t.app)).accessToken,
        ...multipart('logo', 'card', 'image/jpeg', bytes),
      })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: 'InvalidImage', errors: [{ path: 'logo', message: expect.stringContaining('could not be read') as string }] })
    }
    const arabic = await upload(real.subarray(0, 100), 'ar')
    expect((arabic.json as { errors: Array<{ message: string }> }).errors[0]!.message).toContain('تعذّرت قراءة هذه الصورة')
    expect(await t.db.selectFrom('uploads').select('name').execute()).toEqual(before)
  })

  it('that claims more pixels than any card has is refused before it is decoded', async () => {
    // A few bytes of PNG saying it is 20,000 × 20,000: decoded, it would take 1.2 GB.
    const bomb = pngClaiming(20_000, 20_000)
    expect(bomb.length).toBeLessThan(200)
    const refused = await upload(bomb)
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ code: 'InvalidImage' })
  })

  it('is kept upright, at most 2048 pixels on its longest side, without the camera’s metadata', async () => {
    const photo = await picture('jpg', { width: 4000, height: 1000, exif: true })
    expect((await pictureFacts(photo)).exif).toBe(true)
    const stored = await upload(photo)
    expect(stored.status).toBe(200)
    const served = await t.app.inject({ url: (stored.json as { data: { imagePath: string } }).data.imagePath })
    expect(await pictureFacts(served.rawPayload)).toEqual({ width: 2048, height: 512, format: 'jpeg', exif: false })
  })
})

describe('limits on the account calls', () => {
  it('allow exactly their number of calls in the window, then 429 with the wait', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' })
    try {
      const run = async (n: number, send: (i: number) => Promise<number>) => {
        const statuses = []
        for (let i = 0; i < n; i++) statuses.push(await send(i))
        return statuses
      }
      // Sign-up: five a quarter of an hour from one address.
      const signUps = await run(
        6,
        async (i) =>
          (
            await call(limited.app, {
              method: 'POST',
              url: api('/Users/Register'),
              payload: { name: 'Limit', email: `limit${i}@example.com`, password: 'Limit-Test-2026' },
              remoteAddress: '10.2.0.1',
            })
          ).status,
      )
      expect(signUps).toEqual([201, 201, 201, 201, 201, 429])
      const session = v.parse(
        SessionResponseSchema,
        (await call(limited.app, { method: 'POST', url: api('/Users/Login'), payload: { email: 'limit0@example.com', password: 'Limit-Test-2026' } })).json,
      ).data
      // A new confirmation code: five a quarter of an hour.
      const codes = await run(
        6,
        async () =>
          (await call(limited.app, { method: 'GET', url: api('/Users/SendConfirmationCode'), token: session.accessToken, remoteAddress: '10.2.0.2' })).status,
      )
      expect(codes).toEqual([200, 200, 200, 200, 200, 429])
      // Password changes: ten a quarter of an hour (wrong current password still counts).
      const changes = await run(
        11,
        async () =>
          (
            await call(limited.app, {
              method: 'POST',
              url: api('/Users/ChangePassword'),
              token: session.accessToken,
              payload: { currentPassword: 'not-it', newPassword: 'Whatever-2026-x' },
              remoteAddress: '10.2.0.3',
            })
          ).status,
      )
      expect(changes).toEqual([...Array<number>(10).fill(400), 429])
      const refused = await callError(limited.app, {
        method: 'POST',
        url: api('/Users/Register'),
        payload: { name: 'Limit', email: 'limit9@example.com', password: 'Limit-Test-2026' },
        remoteAddress: '10.2.0.1',
      })
      expect(refused.body.retryAfter).toBeGreaterThan(14 * 60)
      // Another address is not affected.
      expect(
        (
          await call(limited.app, {
            method: 'POST',
            url: api('/Users/Register'),
            payload: { name: 'Other', email: 'other-address@example.com', password: 'Limit-Test-2026' },
            remoteAddress: '10.2.0.9',
          })
        ).status,
      ).toBe(201)
    } finally {
      await limited.close()
    }
  })
})
