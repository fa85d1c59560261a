import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * SPEC §4: 5 or more Excellent, 4 Very Good, 3 Good, 2 Poor, 1 Bad, below 1 Very Bad.
 * Shown from the rate in the reader's language: the title stored with a review is in the
 * language its writer used, so an Arabic reader would otherwise see "Excellent".
 */
export function reviewTitleFor(rate: number): MessageDescriptor {
  if (rate >= 5) return msg`Excellent`
  if (rate >= 4) return msg`Very Good`
  if (rate >= 3) return msg`Good`
  if (rate >= 2) return msg`Poor`
  if (rate >= 1) return msg`Bad`
  return msg`Very Bad`
}
