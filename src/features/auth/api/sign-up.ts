import { useMutation, useQueryClient } from '@tanstack/react-query'
import { langCode, type Lang } from '../../../../contract/common.ts'
import {
  checkMobileAndEmailPath,
  CheckMobileAndEmailResponseSchema,
  confirmEmailPath,
  OkResponseSchema,
  type RegisterBody,
  registerPath,
  sendConfirmationCodePath,
  SessionResponseSchema,
} from '../../../../contract/users.ts'
import { api } from '../../../api/client.ts'
import { sessionStore } from '../../../api/session.ts'
import { changed } from '../../../lib/changes.ts'
import { diverKeys } from '../../../lib/query-keys.ts'

// Errors of these calls show inside their forms, beside their fields: no toasts.
const inForm = { toastErrors: false } as const

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
