import { MAX_RANGE_DAYS } from '../../contract/activities.ts'
import type { Lang } from '../../contract/common.ts'
import type { ExtraProblem } from '../../contract/extras.ts'
import type { GearProblem } from '../../contract/gear.ts'
import type { Sex } from '../../contract/liveaboards.ts'
import type { CertificationLevel, Unmet } from '../../contract/travellers.ts'
import type { InvoiceWords } from '../../shared/invoice-text.ts'
import { formatCount, formatMoney } from '../../shared/format.ts'

/** Every message the API sends to a person, in both languages: the request language decides which. */
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
  TooManyRequests: { en: 'Too many attempts. Please wait and try again.', ar: 'محاولات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.' },
  SessionEnded: { en: 'You were signed out. Please sign in again.', ar: 'تم تسجيل خروجك. يرجى تسجيل الدخول مرة أخرى.' },
  TooDeep: { en: 'The request body is nested too deeply.', ar: 'نص الطلب متداخل بعمق كبير.' },
  MalformedMultipart: {
    en: 'The upload was cut off or is not a valid form. Please try again.',
    ar: 'انقطع الرفع أو أن النموذج غير صالح. يرجى المحاولة مرة أخرى.',
  },
  Conflict: {
    en: 'This was changed at the same time by another request. Please try again.',
    ar: 'تم تغيير هذا في الوقت نفسه بطلب آخر. يرجى المحاولة مرة أخرى.',
  },
  RequestTimeout: { en: 'The request took too long to arrive.', ar: 'استغرق وصول الطلب وقتًا طويلًا جدًا.' },
  UriTooLong: { en: 'The address is too long.', ar: 'العنوان طويل جدًا.' },
  HeadersTooLarge: { en: 'The request headers are too large.', ar: 'ترويسات الطلب كبيرة جدًا.' },
  PayloadTooLarge: { en: 'The request is too large.', ar: 'الطلب كبير جدًا.' },
  UnsupportedMediaType: { en: 'This content type is not supported.', ar: 'نوع المحتوى غير مدعوم.' },
  ServerError: { en: 'Something went wrong on our side. Please try again.', ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.' },
  // nginx answers these itself (deploy/nginx.conf.template writes the same words): kept here so the
  // proxy and the processes speak one vocabulary, and the nginx test compares them.
  ServiceUnavailable: {
    en: 'The service is not available right now. Please try again in a moment.',
    ar: 'الخدمة غير متاحة الآن. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  GatewayTimeout: {
    en: 'The server took too long to answer. Please try again in a moment.',
    ar: 'استغرق الخادم وقتًا طويلًا في الرد. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  ServiceBusy: { en: 'We are very busy right now. Please try again in a moment.', ar: 'الضغط علينا كبير الآن. يرجى المحاولة مرة أخرى بعد لحظات.' },
  RateUnavailable: { en: 'No exchange rate is known for this currency.', ar: 'لا يوجد سعر صرف معروف لهذه العملة.' },
  EmailTaken: { en: 'An account with this e-mail already exists.', ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.' },
  CommonPassword: { en: 'This password is too common. Choose another one.', ar: 'كلمة المرور هذه شائعة جدًا. اختر غيرها.' },
  SamePassword: { en: 'The new password is the one you have now. Choose a different one.', ar: 'كلمة المرور الجديدة هي نفسها الحالية. اختر كلمة مرور مختلفة.' },
  WrongPassword: { en: 'The current password is incorrect.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  InvalidCode: { en: 'The code is not correct.', ar: 'الرمز غير صحيح.' },
  CodeExpired: { en: 'This code has expired or was already used. Ask for a new one.', ar: 'انتهت صلاحية هذا الرمز أو استُخدم من قبل. اطلب رمزًا جديدًا.' },
  AlreadyVerified: { en: 'Your e-mail is already confirmed.', ar: 'بريدك الإلكتروني مؤكد بالفعل.' },
  InvalidResetToken: {
    en: 'This reset link is not valid or has expired. Ask for a new one.',
    ar: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
  },
  ResetLinkSent: {
    en: 'If an account exists for this e-mail, a reset link is on its way.',
    ar: 'إذا كان هناك حساب بهذا البريد الإلكتروني فسيصلك رابط إعادة التعيين.',
  },
  ContactReceived: { en: 'Thank you. Our team will answer within one working day.', ar: 'شكرًا لك. سيرد فريقنا خلال يوم عمل واحد.' },
  TripNotFound: { en: 'This trip was not found.', ar: 'لم يتم العثور على هذه الرحلة.' },
  BoatNotFound: { en: 'This boat was not found.', ar: 'لم يتم العثور على هذا القارب.' },
  CourseNotFound: { en: 'This course date was not found.', ar: 'لم يتم العثور على موعد الدورة هذا.' },
  OrganizationNotFound: { en: 'This training agency was not found.', ar: 'لم يتم العثور على منظمة التدريب هذه.' },
  SoldOut: { en: 'This date is sold out.', ar: 'نفدت المقاعد لهذا الموعد.' },
  PriceChanged: {
    en: 'The price has changed since you saw it. Check the new total and confirm again.',
    ar: 'تغيّر السعر منذ أن رأيته. راجع الإجمالي الجديد وأكّد مرة أخرى.',
  },
  PaymentInProgress: {
    en: 'A payment for this booking is being confirmed; try again in a minute.',
    ar: 'يجري تأكيد دفعة لهذا الحجز؛ حاول مرة أخرى بعد دقيقة.',
  },
  NothingToPay: { en: 'This booking has nothing left to pay.', ar: 'لا يوجد مبلغ مستحق على هذا الحجز.' },
  BalanceOverdue: {
    en: 'The day to pay the balance has passed: under the dive center’s rule the booking is cancelled.',
    ar: 'انقضى موعد دفع المبلغ المتبقي: وفق قاعدة مركز الغوص يُلغى الحجز.',
  },
  PaymentDeclined: { en: 'The payment was declined. Nothing was booked.', ar: 'رُفض الدفع. لم يتم حجز أي شيء.' },
  NotMovable: {
    en: 'This booking can no longer move to another date: only a confirmed booking can, before its day.',
    ar: 'لم يعد من الممكن نقل هذا الحجز إلى موعد آخر: يُنقل الحجز المؤكد فقط، وقبل موعده.',
  },
  MoveTargetInvalid: {
    en: 'Choose another date of the same trip or course, at the same dive center.',
    ar: 'اختر موعدًا آخر للرحلة أو الدورة نفسها، لدى مركز الغوص نفسه.',
  },
  BranchNotFound: { en: 'This dive center or instructor was not found.', ar: 'لم يتم العثور على مركز الغوص أو المدرب.' },
  PageNotFound: { en: 'This page was not found.', ar: 'لم يتم العثور على هذه الصفحة.' },
  ReservationNotFound: { en: 'This reservation was not found.', ar: 'لم يتم العثور على هذا الحجز.' },
  NotCancellable: { en: 'This reservation can no longer be cancelled.', ar: 'لم يعد من الممكن إلغاء هذا الحجز.' },
  NotBookable: { en: 'This date can no longer be booked.', ar: 'لم يعد من الممكن حجز هذا الموعد.' },
  NotEnoughSeats: { en: 'There are not enough seats left for this date.', ar: 'لا توجد مقاعد كافية متبقية لهذا الموعد.' },
  PaymentTypeUnavailable: { en: 'This center does not offer that way of paying.', ar: 'هذا المركز لا يوفر طريقة الدفع هذه.' },
  FreeCancellationEnded: {
    en: 'Free cancellation is no longer offered for this date: its deadline has passed. Choose another way to pay.',
    ar: 'لم يعد الإلغاء المجاني متاحًا لهذا الموعد، فقد انقضت مهلته. اختر طريقة دفع أخرى.',
  },
  NotReviewable: { en: 'You can review only trips and courses you have completed.', ar: 'يمكنك تقييم الرحلات والدورات التي أتممتها فقط.' },
  AlreadyReviewed: { en: 'You have already reviewed this. Update your review instead.', ar: 'لقد قيّمت هذا من قبل. عدّل تقييمك بدلًا من ذلك.' },
  ReviewNotFound: { en: 'This review was not found.', ar: 'لم يتم العثور على هذا التقييم.' },
  InvalidImage: { en: 'Upload a JPEG, PNG or WebP image.', ar: 'ارفع صورة بصيغة JPEG أو PNG أو WebP.' },
  FileTooLarge: {
    en: 'The image is larger than 5 MB (5,242,880 bytes). Choose a smaller one.',
    ar: 'حجم الصورة أكبر من 5 ميغابايت (5,242,880 بايت). اختر صورة أصغر.',
  },
  PushDeviceTaken: {
    en: 'This device gets notifications for another account. Turn them off there first.',
    ar: 'هذا الجهاز يتلقى إشعارات حساب آخر. أوقفها هناك أولًا.',
  },
  TravellersClosed: {
    en: 'The travellers of this booking can no longer be changed: the center has closed its list of divers.',
    ar: 'لم يعد بالإمكان تغيير المسافرين في هذا الحجز: أغلق المركز قائمة الغواصين.',
  },
  RequirementsNotMet: {
    en: 'Some travellers do not meet what this trip asks. Each is named with what would.',
    ar: 'بعض المسافرين لا يستوفون متطلبات هذه الرحلة. ذُكر كل منهم مع ما يلزمه.',
  },
  CabinRequired: { en: 'Choose a cabin: this trip is sold by cabin.', ar: 'اختر كابينة: هذه الرحلة تُباع بالكابينة.' },
  CabinNotSold: { en: 'This cabin is not sold on this date. Choose another.', ar: 'هذه الكابينة غير معروضة في هذا الموعد. اختر غيرها.' },
  CabinNotSuitable: {
    en: 'This cabin does not suit the divers booked. Each is told why.',
    ar: 'هذه الكابينة لا تناسب الغواصين المحجوز لهم. ذُكر السبب.',
  },
  CabinSoldOut: { en: 'This cabin has just been sold out. Choose another.', ar: 'نفدت هذه الكابينة للتو. اختر غيرها.' },
  GearNotOffered: {
    en: 'Some of the gear chosen is not rented on this date. Choose again.',
    ar: 'بعض المعدات المختارة غير متاحة للإيجار في هذا الموعد. اختر من جديد.',
  },
  GearSoldOut: {
    en: 'Some of the gear chosen has just been rented by other divers. Choose another size or go without.',
    ar: 'بعض المعدات المختارة استأجرها غواصون آخرون للتو. اختر مقاسًا آخر أو استغنِ عنها.',
  },
  ExtraNotOffered: {
    en: 'Some of the extras chosen cannot be booked on this date. Choose again.',
    ar: 'بعض الإضافات المختارة لا يمكن حجزها في هذا الموعد. اختر من جديد.',
  },
  IdempotencyInProgress: { en: 'This request is already being processed.', ar: 'هذا الطلب قيد المعالجة بالفعل.' },
  IdempotencyMismatch: { en: 'This Idempotency-Key was used for a different request.', ar: 'استُخدم مفتاح Idempotency-Key هذا لطلب مختلف.' },
  TooManySignIns: {
    en: 'Too many failed sign-ins with this e-mail. Please wait and try again, or sign in on a device you have signed in on before.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة بهذا البريد الإلكتروني. يرجى الانتظار ثم المحاولة مرة أخرى، أو سجّل الدخول من جهاز سجّلت الدخول منه من قبل.',
  },
} satisfies Record<string, Record<Lang, string>>

export type MessageCode = keyof typeof catalog

export const message = (code: MessageCode, lang: Lang): string => catalog[code][lang]

/** "Only 3 seats left." with Arabic's number forms (one, two, 3–10, 11 and more). */
export function seatsLeftMessage(n: number, lang: Lang): string {
  if (lang === 'en') return n === 1 ? 'Only 1 seat left.' : `Only ${n} seats left.`
  if (n === 1) return 'بقي مقعد واحد فقط.'
  if (n === 2) return 'بقي مقعدان فقط.'
  return n <= 10 ? `بقيت ${n} مقاعد فقط.` : `بقي ${n} مقعدًا فقط.`
}

/** Why a cabin cannot be had for the divers booked, naming the cabin and what would do. */
export function cabinProblemMessage(
  problem: 'sharedNotSold' | 'sharedLeftOver' | 'emptyBerth' | 'soldOut',
  cabin: string,
  berths: number,
  left: number,
  lang: Lang,
  sharedWith: Sex | null = null,
): string {
  const n = (value: number) => formatCount(value, lang)
  if (problem === 'sharedNotSold') return lang === 'ar' ? `${cabin}: لا تُباع بالسرير في كابينة مشتركة.` : `${cabin}: not sold by the berth in a shared cabin.`
  if (problem === 'sharedLeftOver') {
    return lang === 'ar'
      ? `${cabin}: تتسع الكابينة لـ${n(berths)}، والسرير في كابينة مشتركة للغواص الواحد الذي يتبقى بعد أن يملأ الآخرون كبائنهم.`
      : `${cabin}: each cabin sleeps ${n(berths)}. A berth in a shared cabin is for the one diver left over once the others fill theirs.`
  }
  if (problem === 'emptyBerth') {
    return lang === 'ar'
      ? `${cabin}: تتسع الكابينة لـ${n(berths)}، فاحجز عددًا من الغواصين يملأ الكبائن، أو سريرًا في كابينة مشتركة للغواص الذي يتبقى.`
      : `${cabin}: each cabin sleeps ${n(berths)}. Book divers to fill them, or a berth in a shared cabin for the one left over.`
  }
  if (left > 0) return lang === 'ar' ? `${cabin}: المتبقي ${n(left)} فقط.` : `${cabin}: only ${n(left)} left.`
  // A shared berth: a berth may be open beside the other sex, which is no berth for this one.
  if (sharedWith === 'Female') {
    return lang === 'ar'
      ? `${cabin}: لم يتبقَّ في هذا الموعد سرير في كابينة مشتركة مع النساء.`
      : `${cabin}: no berth left on this date in a cabin shared with women.`
  }
  if (sharedWith === 'Male') {
    return lang === 'ar'
      ? `${cabin}: لم يتبقَّ في هذا الموعد سرير في كابينة مشتركة مع الرجال.`
      : `${cabin}: no berth left on this date in a cabin shared with men.`
  }
  return lang === 'ar' ? `${cabin}: نفدت في هذا الموعد.` : `${cabin}: none left on this date.`
}

/**
 * What a liveaboard booking bought, as its invoice and its mail name it: its whole cabins of a type,
 * and a berth in a cabin shared with divers of `sharedWith`'s sex (null: no shared berth).
 */
export function bookedCabinText(cabin: string, cabins: number, sharedWith: Sex | null, lang: Lang): string {
  const n = formatCount(cabins, lang)
  if (lang === 'ar') {
    const whole = cabins === 1 ? `الكابينة: ${cabin}` : cabins === 2 ? `كابينتان: ${cabin}` : cabins <= 10 ? `${n} كبائن: ${cabin}` : `${n} كابينة: ${cabin}`
    if (sharedWith === null) return whole
    const berth = sharedWith === 'Female' ? 'سرير في كابينة مشتركة مع النساء' : 'سرير في كابينة مشتركة مع الرجال'
    return cabins === 0 ? `${berth}: ${cabin}` : `${whole}، و${berth}`
  }
  const whole = cabins === 1 ? `Cabin: ${cabin}` : `${n} cabins: ${cabin}`
  if (sharedWith === null) return whole
  const shared = sharedWith === 'Female' ? 'a cabin shared with women' : 'a cabin shared with men'
  return cabins === 0 ? `Berth in ${shared}: ${cabin}` : `${whole}, and a berth in ${shared}`
}

/** The invoice's line of a single-use supplement. */
export const supplementLine = (cabin: string, lang: Lang): string => (lang === 'ar' ? `رسوم الإشغال الفردي: ${cabin}` : `Single-use supplement: ${cabin}`)

/** An invoice's line of rented gear: "Rental: Wetsuit 5 mm, size M". */
export function rentalLine(name: string, size: string, lang: Lang): string {
  if (lang === 'ar') return size ? `إيجار: ${name}، مقاس ${size}` : `إيجار: ${name}`
  return size ? `Rental: ${name}, size ${size}` : `Rental: ${name}`
}

/** An invoice's line for a move's fee: from which day to which (days already written in `lang`). */
export function moveFeeLine(from: string, to: string, lang: Lang): string {
  return lang === 'ar' ? `رسوم تغيير الموعد: من ${from} إلى ${to}` : `Date change fee: ${from} to ${to}`
}

/** Why one piece of gear cannot be had: what it is, in the diver's language, and what is left of its size. */
export function gearProblemMessage(problem: GearProblem['problem'], piece: string, left: number, lang: Lang): string {
  if (problem === 'soldOut') {
    if (left === 0) return lang === 'ar' ? `نفد ${piece} في هذا الموعد.` : `${piece}: none left on this date.`
    return lang === 'ar' ? `${piece}: المتبقي ${formatCount(left, lang)} فقط.` : `${piece}: only ${formatCount(left, lang)} left.`
  }
  if (problem === 'size') return lang === 'ar' ? `${piece}: هذا المقاس غير متوفر.` : `${piece}: this size is not stocked.`
  if (problem === 'twice') return lang === 'ar' ? `${piece}: قطعة واحدة لكل مسافر.` : `${piece}: one for each traveller.`
  if (problem === 'traveller') return lang === 'ar' ? 'لا يوجد مسافر بهذا الرقم في الحجز.' : 'There is no such traveller on this booking.'
  return lang === 'ar' ? 'هذه القطعة غير متاحة للإيجار في هذا الموعد.' : 'This is not rented on this date.'
}

/** Why one extra cannot be had for a traveller, naming the extra in the diver's language. */
export function extraProblemMessage(problem: ExtraProblem['problem'], extra: string, lang: Lang): string {
  const ar = lang === 'ar'
  if (problem === 'traveller') return ar ? 'لا يوجد مسافر بهذا الرقم في الحجز.' : 'There is no such traveller on this booking.'
  if (problem === 'included') return ar ? `${extra}: مشمول في السعر.` : `${extra}: included in the price.`
  if (problem === 'notChosen') return ar ? `${extra}: لا يُختار عند الحجز.` : `${extra}: not chosen at booking.`
  if (problem === 'twice') return ar ? `${extra}: مرة واحدة لكل مسافر.` : `${extra}: once for each traveller.`
  if (problem === 'certification') return ar ? `${extra}: يلزم المسافر شهادة النيتروكس.` : `${extra}: the traveller needs a nitrox certification.`
  return ar ? `${extra}: غير معروض في هذا الموعد.` : `${extra}: not offered on this date.`
}

/** An invoice's line of a liveaboard's extra, with what its price was for: "Extra: Nitrox, 12 dives". */
export function extraLine(name: string, unit: 'trip' | 'day' | 'dive', units: number, lang: Lang): string {
  if (unit === 'trip') return lang === 'ar' ? `إضافة: ${name}` : `Extra: ${name}`
  const count = formatCount(units, lang)
  if (lang === 'en') return `Extra: ${name}, ${count} ${unit === 'day' ? (units === 1 ? 'day' : 'days') : units === 1 ? 'dive' : 'dives'}`
  // Arabic counts: one, two, 3–10 (plural), 11 and more (singular accusative).
  const [one, two, few, many] = unit === 'day' ? ['يوم واحد', 'يومان', 'أيام', 'يومًا'] : ['غطسة واحدة', 'غطستان', 'غطسات', 'غطسة']
  const said = units === 1 ? one : units === 2 ? two : units <= 10 ? `${count} ${few}` : `${count} ${many}`
  return `إضافة: ${name}، ${said}`
}

/** The total a booking costs now, when the one the diver saw is out of date. */
export function priceNowMessage(total: number, currency: string, lang: Lang): string {
  const amount = formatMoney(total, currency, lang)
  return lang === 'ar' ? `الإجمالي الآن ${amount}.` : `The total is now ${amount}.`
}

/** The contract's certification steps as divers name them (the app's catalogs say the same). */
export const levelNames: Record<Lang, Record<CertificationLevel, string>> = {
  en: {
    none: 'no certification',
    openWater: 'Open Water',
    advancedOpenWater: 'Advanced Open Water',
    rescue: 'Rescue Diver',
    divemaster: 'Divemaster',
    instructor: 'Instructor',
  },
  ar: {
    none: 'بلا شهادة',
    openWater: 'المياه المفتوحة',
    advancedOpenWater: 'المياه المفتوحة المتقدمة',
    rescue: 'غواص الإنقاذ',
    divemaster: 'قائد الغوص',
    instructor: 'مدرب',
  },
}

/** One unmet requirement, said as what would meet it. */
function unmetText(unmet: Unmet, lang: Lang): string {
  const n = (value: number) => formatCount(value, lang)
  const ar = lang === 'ar'
  switch (unmet.need) {
    case 'level': {
      const level = levelNames[lang][unmet.level]
      if (unmet.orLoggedDives === null) return ar ? `يحتاج إلى شهادة ${level} أو أعلى` : `needs ${level} or higher`
      return ar ? `يحتاج إلى شهادة ${level} أو ${n(unmet.orLoggedDives)} غطسة مسجلة` : `needs ${level} or ${n(unmet.orLoggedDives)} logged dives`
    }
    case 'loggedDives':
      return ar ? `يحتاج إلى ${n(unmet.dives)} غطسة مسجلة على الأقل` : `needs at least ${n(unmet.dives)} logged dives`
    case 'nitrox':
      return ar ? 'يحتاج إلى شهادة النيتروكس' : 'needs a nitrox certification'
    case 'firstAid':
      return ar ? 'يحتاج إلى شهادة الإسعافات الأولية (EFR)' : 'needs first aid training (EFR)'
    case 'age':
      return ar ? `يجب ألا يقل العمر عن ${n(unmet.age)} عامًا يوم الانطلاق` : `must be at least ${n(unmet.age)} on the day`
  }
}

/** Who cannot go on a departure and what would let them: "Sara Ali: needs Advanced Open Water or 20 logged dives." */
export function unmetMessage(name: string, unmet: readonly Unmet[], lang: Lang): string {
  return `${name}: ${unmet.map((item) => unmetText(item, lang)).join(lang === 'ar' ? '، ' : '; ')}.`
}

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
    'one-of': 'Choose exactly one item.',
    mobile: 'Enter the mobile number with its country code, in digits (spaces and dashes allowed), for example +20 100 123 4567.',
    'min-above-max': 'The lowest price is above the highest price.',
    check: 'This value is not valid.',
    'https-url': 'Enter an https:// address.',
    'push-key': 'This key is not base64url of the expected length.',
    'push-service': 'This address is not a browser’s push service.',
    'push-userinfo': 'A push service address has no user name or password.',
    'push-port': 'A push service address uses the standard HTTPS port.',
    character: 'This text contains a character that is not allowed.',
    'image-type': 'Choose a JPEG, PNG or WebP picture.',
    image: 'This picture could not be read: it may be damaged, cut off or too large in pixels.',
    date: 'Enter a day of the calendar as YYYY-MM-DD.',
    flex: 'Choose 0, 1, 3 or 7 flexible days.',
    bbox: 'Give the area as west,south,east,north in degrees, west not after east and south not after north.',
    'range-incomplete': 'Choose both the first and the last day.',
    'range-reversed': 'The last day is before the first.',
    'range-too-long': `Choose at most ${MAX_RANGE_DAYS} days.`,
    'month-or-range': 'Choose a month or dates, not both.',
    'flex-needs-range': 'Flexible days widen a date range: choose the dates first.',
    'position-incomplete': 'Give both the latitude and the longitude.',
    'distance-needs-origin': 'Sorting by distance needs a place or a position.',
    'unknown-place': 'This place is not one we know.',
    'unknown-center': 'This dive center is not one we know.',
    birth: 'Enter a date of birth in the past.',
    'dive-date': 'The last dive cannot be after today.',
    agency: 'Choose the agency that certified this diver, or no certification and no agency.',
    'unknown-agency': 'This training agency is not one we list.',
    'travellers-count': 'Name one traveller for each seat.',
    'travellers-required': 'This trip checks each diver’s certification: give every traveller’s details.',
    name: 'Enter the name on one line, without < or >.',
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
    'one-of': 'اختر عنصرًا واحدًا فقط.',
    mobile: 'أدخل رقم الجوال مع رمز الدولة بالأرقام (يُسمح بالمسافات والشرطات)، مثل \u2066+20 100 123 4567\u2069.',
    'min-above-max': 'أدنى سعر يتجاوز أعلى سعر.',
    check: 'هذه القيمة غير صالحة.',
    'https-url': 'أدخل عنوانًا يبدأ بـ https://.',
    'push-key': 'هذا المفتاح ليس بترميز base64url وبالطول المطلوب.',
    'push-service': 'هذا العنوان ليس خدمة إشعارات تابعة لمتصفح.',
    'push-userinfo': 'عنوان خدمة الإشعارات لا يحتوي على اسم مستخدم أو كلمة مرور.',
    'push-port': 'عنوان خدمة الإشعارات يستخدم منفذ HTTPS القياسي.',
    character: 'يحتوي هذا النص على حرف غير مسموح به.',
    'image-type': 'اختر صورة بصيغة JPEG أو PNG أو WebP.',
    image: 'تعذّرت قراءة هذه الصورة: ربما تكون تالفة أو مقطوعة أو أبعادها كبيرة جدًا.',
    date: 'أدخل يومًا من التقويم بصيغة YYYY-MM-DD.',
    flex: 'اختر 0 أو 1 أو 3 أو 7 أيام مرنة.',
    bbox: 'حدد المنطقة بصيغة غرب,جنوب,شرق,شمال بالدرجات، على ألا يتجاوز الغرب الشرق ولا الجنوب الشمال.',
    'range-incomplete': 'اختر اليوم الأول واليوم الأخير كليهما.',
    'range-reversed': 'اليوم الأخير يسبق اليوم الأول.',
    'range-too-long': `اختر ${MAX_RANGE_DAYS} يومًا على الأكثر.`,
    'month-or-range': 'اختر شهرًا أو تواريخ، لا كليهما.',
    'flex-needs-range': 'الأيام المرنة توسّع نطاق التواريخ: اختر التواريخ أولًا.',
    'position-incomplete': 'حدد خط العرض وخط الطول كليهما.',
    'distance-needs-origin': 'الترتيب حسب المسافة يحتاج إلى مكان أو موقع.',
    'unknown-place': 'هذا المكان ليس من الأماكن التي نعرفها.',
    'unknown-center': 'مركز الغوص هذا ليس من المراكز التي نعرفها.',
    birth: 'أدخل تاريخ ميلاد في الماضي.',
    'dive-date': 'لا يمكن أن تكون آخر غطسة بعد اليوم.',
    agency: 'اختر الجهة التي منحت هذا الغواص شهادته، أو بلا شهادة وبلا جهة.',
    'unknown-agency': 'منظمة التدريب هذه ليست من المنظمات المدرجة لدينا.',
    'travellers-count': 'اذكر مسافرًا واحدًا لكل مقعد.',
    'travellers-required': 'هذه الرحلة تتحقق من شهادة كل غواص: أدخل بيانات كل المسافرين.',
    name: 'أدخل الاسم في سطر واحد دون < أو >.',
    unknown: 'هذه القيمة غير صالحة.',
  }
  const table = lang === 'ar' ? ar : en
  return table[kind] ?? table.unknown!
}

/** Whether a rule a contract check names (`v.check(…, 'flex')`) has a message of its own here. */
export const namesFieldRule = (kind: string): boolean => kind !== 'unknown' && fieldMessage(kind, 'en') !== fieldMessage('unknown', 'en')

/** An invoice's fixed words, as the PWA's catalogs have them (src/locales/*\/account.po): the PDF a receipt mail carries reads like the one the app makes. */
const invoiceCatalog = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issued: 'Issued',
    seller: 'Seller',
    buyer: 'Billed to',
    headers: { description: 'Description', startDate: 'Start date', days: 'Days', seats: 'Seats', unitPrice: 'Unit price', amount: 'Amount' },
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    amountPaid: 'Amount paid',
    refunded: 'Refunded',
    paidAfterRefund: 'Paid after the refund',
    cancellationFee: 'Cancellation fee kept by the center',
    dueAtCenter: 'Due at the center on arrival',
    amountDue: 'Amount due',
    payment: 'Payment',
    paymentReference: 'Payment reference',
    paymentStatus: 'Payment status',
    bookingStatus: 'Booking status',
    paymentStates: {
      paid: 'Paid',
      depositPaid: 'Deposit paid',
      partlyPaid: 'Part paid',
      unpaid: 'Unpaid',
      payOnArrival: 'Pay on arrival',
      partlyRefunded: 'Partly refunded',
      refunded: 'Refunded',
      notCharged: 'Not charged',
    },
    paymentTypes: { 1: 'Pay now', 2: 'Pay on arrival', 3: 'Free cancellation', 4: 'Deposit now, balance later' },
    statuses: {
      Pending: 'Payment being confirmed',
      Confirmed: 'Confirmed',
      AwaitingPayment: 'Awaiting payment',
      Cancelled: 'Cancelled',
      Completed: 'Completed',
    },
    footer: 'Sent to you by Reefline with your receipt.',
  },
  ar: {
    title: 'فاتورة',
    number: 'رقم الفاتورة',
    issued: 'تاريخ الإصدار',
    seller: 'البائع',
    buyer: 'فاتورة إلى',
    headers: { description: 'الوصف', startDate: 'تاريخ البدء', days: 'الأيام', seats: 'المقاعد', unitPrice: 'سعر الوحدة', amount: 'المبلغ' },
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    total: 'الإجمالي',
    amountPaid: 'المبلغ المدفوع',
    refunded: 'مسترد',
    paidAfterRefund: 'المدفوع بعد الاسترداد',
    cancellationFee: 'رسوم الإلغاء التي احتفظ بها المركز',
    dueAtCenter: 'مستحق للمركز عند الوصول',
    amountDue: 'المبلغ المستحق',
    payment: 'الدفع',
    paymentReference: 'مرجع الدفع',
    paymentStatus: 'حالة الدفع',
    bookingStatus: 'حالة الحجز',
    paymentStates: {
      paid: 'مدفوع',
      depositPaid: 'دُفعت الدفعة المقدمة',
      partlyPaid: 'مدفوع جزئيًا',
      unpaid: 'غير مدفوع',
      payOnArrival: 'الدفع عند الوصول',
      partlyRefunded: 'مسترد جزئيًا',
      refunded: 'مسترد',
      notCharged: 'لم يُحصَّل أي مبلغ',
    },
    paymentTypes: { 1: 'الدفع الآن', 2: 'الدفع عند الوصول', 3: 'إلغاء مجاني', 4: 'دفعة مقدمة الآن والباقي لاحقًا' },
    statuses: { Pending: 'جارٍ تأكيد الدفع', Confirmed: 'مؤكد', AwaitingPayment: 'بانتظار الدفع', Cancelled: 'ملغى', Completed: 'مكتمل' },
    footer: 'أرسلتها إليك ريفلاين مع إيصال الدفع.',
  },
} satisfies Record<Lang, unknown>

/** The words of an invoice in `lang`, for the PDF a receipt mail carries (shared/invoice-text.ts), and its footer. */
export function invoiceWords(lang: Lang): InvoiceWords & { footer: string } {
  const words = invoiceCatalog[lang]
  return {
    ...words,
    paymentState: (state) => words.paymentStates[state],
    paymentType: (type) => words.paymentTypes[type],
    status: (status) => words.statuses[status],
  }
}
