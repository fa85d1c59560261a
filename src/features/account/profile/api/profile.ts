import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Lang } from '../../../../../contract/common.ts'
import {
  changeCertificateImagePath,
  changePasswordPath,
  ChangePasswordResponseSchema,
  changeProfileImagePath,
  getProfileDataPath,
  ImageResponseSchema,
  ProfileResponseSchema,
  SessionResponseSchema,
  type UpdateProfileBody,
  updateProfilePath,
} from '../../../../../contract/users.ts'
import { api } from '../../../../api/client.ts'
import { sessionStore } from '../../../../api/session.ts'
import { changed } from '../../../../lib/changes.ts'
import { accountKeys } from '../../api/keys.ts'

export const profileQueryOptions = (userId: number, lang: Lang) =>
  queryOptions({
    queryKey: accountKeys.profile(userId, lang),
    queryFn: ({ signal }) => api.get(getProfileDataPath, ProfileResponseSchema, { signal }),
    meta: { owner: userId },
    // Every visit shows what the device kept at once and asks the server again (online): a change
    // made on another device, or a session ended there, shows on the next screen, not a minute later.
    refetchOnMount: 'always',
  })

/** Kinds of image the server takes (it checks the bytes too): JPEG, PNG or WebP of at most 5 MB. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** Why a picked file cannot be sent, before it is: 'type', 'size', or null when it may go. */
export function imageProblem(file: File): 'type' | 'size' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'type'
  if (file.size > MAX_IMAGE_BYTES) return 'size'
  return null
}

/**
 * Profile writes need an answer now (they return a new session, or an image path), so they run only
 * online; their errors show beside the form, not as toasts.
 */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'update-profile'],
    meta: { toastErrors: false },
    mutationFn: (body: UpdateProfileBody) => api.post(updateProfilePath, SessionResponseSchema, { body }),
    onSuccess: ({ data }) => {
      sessionStore.set(data) // the header's name and picture follow
      // Everything of the diver's shows the name (vouchers, invoices): all marked, the profile awaited.
      return changed(queryClient, [accountKeys.diver(userId)], { waitFor: [accountKeys.profiles(userId)] })
    },
  })
}

export function useChangePassword() {
  return useMutation({
    mutationKey: ['account', 'change-password'],
    meta: { toastErrors: false },
    mutationFn: (body: { currentPassword: string; newPassword: string; idempotencyKey: string }) =>
      api.post(changePasswordPath, ChangePasswordResponseSchema, {
        body: { currentPassword: body.currentPassword, newPassword: body.newPassword },
        idempotencyKey: body.idempotencyKey,
      }),
  })
}

export function useUploadImage(userId: number, kind: 'picture' | 'certificate') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'upload', kind],
    meta: { toastErrors: false },
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append(kind === 'certificate' ? 'logo' : 'file', file)
      return api.post(kind === 'certificate' ? changeCertificateImagePath : changeProfileImagePath, ImageResponseSchema, { body: form })
    },
    // SPEC §7: the profile reloads afterwards (the new picture, and the header's avatar).
    onSuccess: async ({ data }) => {
      const session = sessionStore.get()
      if (kind === 'picture' && session) sessionStore.set({ ...session, logoUrl: data.imagePath })
      await changed(queryClient, [accountKeys.diver(userId)], { waitFor: [accountKeys.profiles(userId)] })
    },
  })
}
