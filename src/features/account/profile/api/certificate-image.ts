import { queryOptions, useQuery } from '@tanstack/react-query'
import { readDeviceFile, saveDeviceFile } from '../../../../lib/device-files.ts'
import { accountKeys } from '../../api/keys.ts'

type StoredCertificate = { path: string; blob: Blob; savedAt: number }
const fileKey = (userId: number) => `certificate:${userId}`

/**
 * The certification card picture is kept on the device as soon as it has been seen once, so a
 * diver can show it at a dive center with no signal; a newer picture replaces it.
 */
async function certificateUrl(userId: number, path: string): Promise<string> {
  const stored = await readDeviceFile<StoredCertificate>(fileKey(userId)).catch(() => undefined)
  if (stored?.path === path) return URL.createObjectURL(stored.blob)
  try {
    const response = await fetch(path)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const blob = await response.blob()
    await saveDeviceFile(fileKey(userId), { path, blob, savedAt: Date.now() } satisfies StoredCertificate).catch(() => undefined)
    return URL.createObjectURL(blob)
  } catch (error) {
    if (stored) return URL.createObjectURL(stored.blob) // an older card beats none on a boat
    throw error
  }
}

export const certificateImageQueryOptions = (userId: number, path: string | null) =>
  queryOptions({
    queryKey: [...accountKeys.diver(userId), 'certificate-image', path] as const,
    queryFn: () => (path ? certificateUrl(userId, path) : Promise.resolve(null)),
    // An object URL lives only in this page: the picture itself is kept in IndexedDB.
    meta: { persist: false, owner: userId },
    staleTime: Infinity,
    retry: false,
  })

/** An address for the card picture (from the device when kept there), or null when there is none. */
export function useCertificateImage(userId: number, path: string | null): string | null {
  return useQuery(certificateImageQueryOptions(userId, path)).data ?? null
}
