import { reviewTitleStep } from '../../../contract/reviews.ts'

const titles = { en: ['Very Bad', 'Bad', 'Poor', 'Good', 'Very Good', 'Excellent'], ar: ['سيئ جدًا', 'سيئ', 'ضعيف', 'جيد', 'جيد جدًا', 'ممتاز'] } as const

/** The title stored with a review, in its writer's language (the steps are the contract's rule). */
export function reviewTitle(rate: number, lang: 'en' | 'ar'): string {
  return titles[lang][reviewTitleStep(rate)]
}
