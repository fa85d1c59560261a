import { useMutation, useQueryClient } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../contract/common.ts'
import {
  checkMobileAndEmailPath,
  CheckMobileAndEmailResponseSchema,
  confirmEmailPath,
  loginAsGuestPath,
  loginPath,
  OkResponseSchema,
  type RegisterBody,
  registerPath,
  resetPasswordPath,
  sendConfirmationCodePath,
  sendPasswordResetLinkPath,
  SessionResponseSchema,
  type LoginBody,
} from '../../../contract/users.ts'
import { api } from '../../api/client.ts'
import { sessionStore } from '../../api/session.ts'
import { changed } from '../../lib/changes.ts'
import { diverKeys } from '../../lib/query-keys.ts'

// Errors of these calls show inside their forms, beside their fields: no toasts.
const inForm = { toastErrors: false } as const

export function useLoginMutation() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    meta: inForm,
    mutationFn: (body: LoginBody) => api.post(loginPath, SessionResponseSchema, { body }),
    onSuccess: ({ data }) => sessionStore.set(data),
  })
}

export function useGuestMutation() {
  return useMutation({
    mutationKey: ['auth', 'guest'],
    meta: inForm,
    mutationFn: () => api.post(loginAsGuestPath, SessionResponseSchema, { body: { deviceToken: '' } }),
    onSuccess: ({ data }) => sessionStore.set(data),
  })
}

/** `Users/CheckMobileAndEmail` first (SPEC §7), so a taken e-mail or mobile is said before anything is created. */
export function useRegisterMutation(lang: Lang) {
  return useMutation({
    mutationKey: ['auth', 'register'],
    meta: inForm,
    mutationFn: async (body: RegisterBody) => {
      const query = { lang: langCode[lang] }
      const { data } = await api.post(checkMobileAndEmailPath, CheckMobileAndEmailResponseSchema, {
        body: { email: body.email, mobile: body.mobile ?? null },
        query,
      })
      if (data.emailExists || data.mobileExists) return { taken: data }
      return { session: await api.post(registerPath, SessionResponseSchema, { body, query: { Lang: langCode[lang] } }) }
    },
    onSuccess: (result) => {
      if (result.session) sessionStore.set(result.session.data)
    },
  })
}

export function useResetLinkMutation(lang: Lang) {
  return useMutation({
    mutationKey: ['auth', 'reset-link'],
    meta: inForm,
    mutationFn: ({ email, idempotencyKey }: { email: string; idempotencyKey: string }) =>
      api.post(sendPasswordResetLinkPath, OkResponseSchema, { body: { email }, query: { lang: langCode[lang] }, idempotencyKey }),
  })
}

export function useResetPasswordMutation(lang: Lang) {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    meta: inForm,
    mutationFn: ({ token, password, idempotencyKey }: { token: string; password: string; idempotencyKey: string }) =>
      api.post(resetPasswordPath(token), OkResponseSchema, { body: { password }, query: { lang: langCode[lang] }, idempotencyKey }),
  })
}

export function useSendCodeMutation() {
  return useMutation({ mutationKey: ['auth', 'send-code'], meta: inForm, mutationFn: () => api.get(sendConfirmationCodePath, OkResponseSchema) })
}

export function useConfirmEmailMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['auth', 'confirm-email'],
    meta: inForm,
    mutationFn: (code: string) => api.get(confirmEmailPath, SessionResponseSchema, { query: { Code: code } }),
    // The kept profile still says "not confirmed": mark the diver's account data stale (and save that
    // at once), so the profile asks the server again, after a reload too.
    onSuccess: async ({ data }) => {
      sessionStore.set(data)
      await changed(queryClient, data.userId === null ? [] : [diverKeys.all(data.userId)]) // a guest has no account data
    },
  })
}
