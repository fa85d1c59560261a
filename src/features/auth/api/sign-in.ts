import { useMutation } from '@tanstack/react-query'
import { loginAsGuestPath, loginPath, SessionResponseSchema, type LoginBody } from '../../../../contract/users.ts'
import { api } from '../../../api/client.ts'
import { sessionStore } from '../../../api/session.ts'

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
