import type { Lang } from '../../contract/common.ts'

/** Every message the API sends to a person, in both languages (DESIGN.md "Validation and errors"). */
const catalog = {
  BadRequest: { en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  MalformedJson: { en: 'The request body is not valid JSON.', ar: 'نص الطلب ليس JSON صالحًا.' },
  ValidationFailed: { en: 'Some fields are not valid.', ar: 'بعض الحقول غير صالحة.' },
  NotFound: { en: 'Not found.', ar: 'غير موجود.' },
  RouteNotFound: { en: 'There is no such API call.', ar: 'لا يوجد طلب بهذا العنوان.' },
  Unauthorized: { en: 'Please sign in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },
  TokenExpired: { en: 'Your session has expired. Please sign in again.', ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.' },
  Forbidden: { en: 'You are not allowed to do this.', ar: 'غير مسموح لك بهذا الإجراء.' },
  AccountRequired: { en: 'Create an account or sign in to do this.', ar: 'أنشئ حسابًا أو سجّل الدخول للقيام بذلك.' },
  InvalidCredentials: { en: 'The e-mail or password is incorrect.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  InvalidRefreshToken: { en: 'Your session is no longer valid. Please sign in again.', ar: 'جلستك لم تعد صالحة. يرجى تسجيل الدخول مرة أخرى.' },
  TooManyRequests: { en: 'Too many attempts. Please wait a minute and try again.', ar: 'محاولات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.' },
  PayloadTooLarge: { en: 'The request is too large.', ar: 'الطلب كبير جدًا.' },
  UnsupportedMediaType: { en: 'This content type is not supported.', ar: 'نوع المحتوى غير مدعوم.' },
  ServerError: { en: 'Something went wrong on our side. Please try again.', ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.' },
  RateUnavailable: { en: 'No exchange rate is known for this currency.', ar: 'لا يوجد سعر صرف معروف لهذه العملة.' },
} satisfies Record<string, Record<Lang, string>>

export type MessageCode = keyof typeof catalog

export const message = (code: MessageCode, lang: Lang): string => catalog[code][lang]

/** Field-level messages, chosen from the kind of validation issue. */
export function fieldMessage(kind: string, lang: Lang, requirement?: unknown): string {
  const n = typeof requirement === 'number' ? requirement : undefined
  const en: Record<string, string> = {
    required: 'This field is required.',
    type: 'This value has the wrong type.',
    email: 'Enter a valid e-mail address.',
    min_length: `Enter at least ${n} characters.`,
    max_length: `Enter at most ${n} characters.`,
    non_empty: 'This field is required.',
    min_value: `Enter a value of at least ${String(requirement)}.`,
    max_value: `Enter a value of at most ${String(requirement)}.`,
    integer: 'Enter a whole number.',
    picklist: 'Choose one of the allowed values.',
    regex: 'This value is not in the expected format.',
    unknown: 'This value is not valid.',
  }
  const ar: Record<string, string> = {
    required: 'هذا الحقل مطلوب.',
    type: 'نوع هذه القيمة غير صحيح.',
    email: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    min_length: `أدخل ${n} أحرف على الأقل.`,
    max_length: `أدخل ${n} أحرف على الأكثر.`,
    non_empty: 'هذا الحقل مطلوب.',
    min_value: `أدخل قيمة لا تقل عن ${String(requirement)}.`,
    max_value: `أدخل قيمة لا تزيد عن ${String(requirement)}.`,
    integer: 'أدخل عددًا صحيحًا.',
    picklist: 'اختر إحدى القيم المسموح بها.',
    regex: 'هذه القيمة ليست بالتنسيق المتوقع.',
    unknown: 'هذه القيمة غير صالحة.',
  }
  const table = lang === 'ar' ? ar : en
  return table[kind] ?? table.unknown!
}
