import { useMutation } from '@tanstack/react-query'
import { loginAsGuestPath, loginPath, SessionResponseSchema, type LoginBody } from '../../../contract/users.ts'
import { api } from '../../api/client.ts'
import { sessionStore } from '../../api/session.ts'

/** Errors show inside the form, so these do not toast. */
export function useLoginMutation() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    meta: { toastErrors: false },
    mutationFn: (body: LoginBody) => api.post(loginPath, SessionResponseSchema, { body }),
    onSuccess: ({ data }) => sessionStore.set(data),
  })
}

export function useGuestMutation() {
  return useMutation({
    mutationKey: ['auth', 'guest'],
    meta: { toastErrors: false },
    mutationFn: () => api.post(loginAsGuestPath, SessionResponseSchema, { body: { deviceToken: '' } }),
    onSuccess: ({ data }) => sessionStore.set(data),
  })
}

/** Only an address inside this app is a safe place to return to after sign-in. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/'
  return target.startsWith('/auth/') ? '/' : target
}
