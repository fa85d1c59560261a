import { useMutation } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../../contract/common.ts'
import { OkResponseSchema, resetPasswordPath, sendPasswordResetLinkPath } from '../../../../contract/users.ts'
import { api } from '../../../api/client.ts'

// Errors of these calls show inside their forms, beside their fields: no toasts.
const inForm = { toastErrors: false } as const

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
