/** Review title from rating (SPEC §4): 5+ Excellent, 4 Very Good, 3 Good, 2 Poor, 1 Bad, below 1 Very Bad. */
export function reviewTitle(rate: number, lang: 'en' | 'ar'): string {
  const titles = lang === 'ar' ? ['سيئ جدًا', 'سيئ', 'ضعيف', 'جيد', 'جيد جدًا', 'ممتاز'] : ['Very Bad', 'Bad', 'Poor', 'Good', 'Very Good', 'Excellent']
  return titles[Math.max(0, Math.min(5, Math.floor(rate)))]!
}
