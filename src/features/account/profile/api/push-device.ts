import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { pushState, subscribeThisDevice, unsubscribeThisDevice } from '../../../../lib/push.ts'
import { changed } from '../../../../lib/changes.ts'
import { accountKeys } from '../../api/keys.ts'

/** This phone's notification state comes from the browser: never kept in the saved cache, read again each time it is shown. */
export const pushDeviceQueryOptions = (userId: number) =>
  queryOptions({ queryKey: accountKeys.pushDevice(userId), queryFn: pushState, staleTime: 0, networkMode: 'always', meta: { persist: false, owner: userId } })

/** "Notify this phone" on or off: the browser's subscription and the server's record of it change together. */
export function useTogglePush(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'push-device'],
    meta: { toastErrors: false },
    mutationFn: (on: boolean) => (on ? subscribeThisDevice() : unsubscribeThisDevice()),
    onSettled: () => changed(queryClient, [accountKeys.pushDevice(userId)]),
  })
}
