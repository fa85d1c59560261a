import type { BookingWords } from './booking-words.ts'

/** A booking's messages in Arabic. */
export const ar: BookingWords = {
  dir: 'rtl',
  subject: {
    confirmed: (item, reference) => `تم تأكيد حجزك: ${item} (${reference})`,
    paid: (item, reference) => `إيصال الدفع: ${item} (${reference})`,
    cancelled: (item, reference) => `تم إلغاء حجزك: ${item} (${reference})`,
    reminder: (item) => `تذكير: ${item} بعد يومين`,
    balanceDue: (item, reference) => `موعد دفع المبلغ المتبقي: ${item} (${reference})`,
    review: (item) => `كيف كانت ${item}؟`,
  },
  lead: {
    confirmed: 'تم تأكيد حجزك. أظهر هذه القسيمة في المركز يوم الرحلة.',
    paid: (amount) => `استلمنا دفعتك بقيمة ${amount}. شكرًا لك.`,
    cancelled: 'تم إلغاء حجزك وعادت المقاعد إلى البيع.',
    cancelledUnpaid: (day) => `تم إلغاء حجزك: لم يُدفع المبلغ المتبقي حتى ${day}، وتقضي قاعدة مركز الغوص بإلغاء الحجز غير المدفوع وفق سياسة الإلغاء.`,
    reminder: 'قسيمتك محفوظة على هاتفك — افتح التطبيق مرة واحدة الآن وهو متصل بالإنترنت لتكون جاهزة على القارب.',
    balanceDue: (amount, day) =>
      `المبلغ المتبقي ${amount} مستحق حتى ${day}. ادفعه في التطبيق من قسم الحجوزات: من رصيد محفظتك أولًا ثم بالبطاقة. إن لم يُدفع بعد ذلك اليوم يُلغى الحجز وفق سياسة مركز الغوص.`,
    review: (item, center) => `نأمل أنك استمتعت بـ${item} مع ${center}. شارك تقييمك ليساعد الغواصين الآخرين.`,
  },
  details: {
    booking: 'الحجز',
    reference: 'الرقم المرجعي',
    dates: 'التاريخ',
    seats: 'المقاعد',
    cabin: 'الكابينة',
    meetingPoint: 'مكان اللقاء',
    center: 'المركز',
  },
  travellers: { heading: 'المسافرون', gear: 'معدات مستأجرة', sharedBerth: (cabin) => `سرير في كابينة مشتركة: ${cabin}` },
  money: {
    heading: 'الدفع',
    total: 'الإجمالي',
    paid: 'المدفوع',
    dueNow: 'المستحق الآن',
    dueAtCenter: 'يُدفع في المركز عند الوصول',
    balanceBy: (day) => `المبلغ المتبقي مستحق حتى ${day}`,
  },
  code: {
    show: 'أظهر هذا الرمز في المركز:',
    showReference: (reference) => `أظهر الرقم المرجعي لحجزك في المركز: ${reference}`,
    alt: (reference) => `رمز QR للرقم المرجعي ${reference}`,
  },
  refund: {
    heading: 'المبلغ المسترد',
    refund: 'المسترد',
    fee: 'رسوم الإلغاء',
    toCard: (amount) => `سيُعاد ${amount} إلى البطاقة التي دفعت بها.`,
    toWallet: (amount) => `أُضيف ${amount} إلى محفظتك في ريفلاين.`,
    nothingPaid: 'لم تدفع شيئًا مقابل هذا الحجز، فلا مبلغ يُعاد إليك.',
    allKept: (amount) => `لن يُعاد إليك شيء من المبلغ الذي دفعته، وهو ${amount}، إذ لا تُعيد سياسة الإلغاء شيئًا عند الإلغاء قبل موعد البدء بهذه المدة القصيرة.`,
  },
  policy: {
    heading: 'سياسة الإلغاء',
    free: (when) => `إلغاء مجاني حتى ${when} بالتوقيت المحلي لمركز الغوص: يُعاد المبلغ كاملًا.`,
    tier: (day, percent) => `الإلغاء قبل ${day}: يُعاد ${percent}.`,
    later: 'بعد ذلك أو بعد البدء: لا يُعاد شيء.',
    nothingNow: 'الإلغاء من الآن فصاعدًا: لا يُعاد شيء.',
  },
  links: { voucher: 'افتح القسيمة', invoice: 'الفاتورة', review: 'اكتب تقييمك' },
  calendar: { voucher: 'القسيمة' },
  push: {
    confirmed: (item, day) => ({ title: 'تم تأكيد حجزك', body: `${item}، ${day}. قسيمتك جاهزة.` }),
    paid: (item, day) => ({ title: 'تم استلام الدفعة', body: `${item}، ${day}. فاتورتك جاهزة.` }),
    cancelled: (item, day) => ({ title: 'تم إلغاء حجزك', body: `${item}، ${day}. اطّلع على المبلغ المسترد.` }),
    reminder: (item, day) => ({ title: 'بقي يومان', body: `تبدأ ${item} بتاريخ ${day}. افتح قسيمتك الآن وأنت متصل بالإنترنت.` }),
    review: (item) => ({ title: 'كيف كانت تجربتك؟', body: `قيّم ${item}: تقييمك يساعد الغواصين الآخرين على الاختيار.` }),
    balanceDue: (item, day) => ({ title: 'موعد دفع المبلغ المتبقي', body: `${item}: ادفع المبلغ المتبقي حتى ${day} ليبقى حجزك قائمًا.` }),
  },
  signature: 'ريفلاين',
}
