import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { reviewTitleStep } from '../../contract/reviews.ts'

const titles = [msg`Very Bad`, msg`Bad`, msg`Poor`, msg`Good`, msg`Very Good`, msg`Excellent`] as const

/**
 * A review's title in the reader's language, by the contract's rule (`reviewTitleStep`): the title
 * stored with a review is in the language its writer used, so an Arabic reader would otherwise see
 * "Excellent".
 */
export function reviewTitleFor(rate: number): MessageDescriptor {
  return titles[reviewTitleStep(rate)]
}
