import { msg } from '@lingui/core/macro'
import { setInProgressNotice } from '../api/client.ts'
import { i18n } from './i18n.ts'
import { showToast } from './toast.ts'

const toastId = 'write-in-progress'

/**
 * The app-wide word for a write that waits while the server finishes an earlier attempt with its
 * Idempotency-Key (api/in-progress.ts): one toast while any such write waits, gone when the last one
 * ends. Screens with words of their own (Book, Pay) pass `onInProgress` and are not counted here.
 */
export function showInProgressNotices(): void {
  const waiting = new Set<string>()
  setInProgressNotice(({ key, waiting: isWaiting }) => {
    if (isWaiting) waiting.add(key)
    else waiting.delete(key)
    const shown = waiting.size > 0
    showToast((toast) => {
      if (!shown) toast.dismiss(toastId)
      else toast.loading(i18n._(msg`Still in progress: the server is finishing an earlier attempt. Checking again…`), { id: toastId, duration: Infinity })
    })
  })
}
