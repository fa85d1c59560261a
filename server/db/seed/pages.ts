/** The static pages, in both languages. HTML is sanitized again in the browser before it is shown. */
export const pageSeed: ReadonlyArray<{ name: string; en: [title: string, html: string]; ar: [title: string, html: string] }> = [
  {
    name: 'about-us',
    en: [
      'About Reefline',
      '<p>Reefline brings dive centers, freelance instructors, trips, courses and liveaboards from the Red Sea and beyond into one place, in English and Arabic.</p><p>We started on a boat off Dahab with no signal and a paper booking list. Your bookings, invoices, wallet and certificate now open on your phone even when the sea takes your connection.</p><h2>What we check</h2><ul><li>Every center and instructor holds a current agency certification.</li><li>Prices include what the listing says they include, with no surprise fees on arrival.</li><li>Reviews come only from divers who completed the trip or course.</li></ul>',
    ],
    ar: [
      'عن ريفلاين',
      '<p>تجمع ريفلاين مراكز الغوص والمدربين المستقلين والرحلات والدورات ورحلات السفاري البحرية من البحر الأحمر وما بعده في مكان واحد، بالعربية والإنجليزية.</p><p>بدأنا على قارب قبالة دهب دون إشارة وبقائمة حجوزات ورقية. والآن تفتح حجوزاتك وفواتيرك ومحفظتك وشهادتك على هاتفك حتى حين ينقطع الاتصال في عرض البحر.</p><h2>ما الذي نتحقق منه</h2><ul><li>كل مركز ومدرب يحمل شهادة سارية من جهة تدريب معتمدة.</li><li>الأسعار تشمل ما يذكره الإعلان دون رسوم مفاجئة عند الوصول.</li><li>التقييمات لا تأتي إلا من غواصين أتموا الرحلة أو الدورة.</li></ul>',
    ],
  },
  {
    name: 'privacy-policy',
    en: [
      'Privacy Policy',
      '<p>We keep the data a booking needs: your name, e-mail, mobile number, country, diver certification and the bookings you make.</p><h2>What we share</h2><p>The dive center or instructor you book receives your name, contact details and certification level for that booking only.</p><h2>Your choices</h2><ul><li>Change your profile at any time from your account.</li><li>Ask us to delete your account by writing to privacy@reefline.app.</li></ul><p>Passwords are stored only as salted hashes. Payment card details never reach our servers.</p>',
    ],
    ar: [
      'سياسة الخصوصية',
      '<p>نحتفظ بالبيانات التي يحتاجها الحجز: اسمك وبريدك الإلكتروني ورقم جوالك ودولتك وشهادة الغوص والحجوزات التي تقوم بها.</p><h2>ما الذي نشاركه</h2><p>يتلقى مركز الغوص أو المدرب الذي تحجز معه اسمك وبيانات التواصل ومستوى شهادتك لذلك الحجز فقط.</p><h2>خياراتك</h2><ul><li>عدّل ملفك الشخصي في أي وقت من حسابك.</li><li>اطلب حذف حسابك بمراسلتنا على privacy@reefline.app.</li></ul><p>لا تُحفظ كلمات المرور إلا بصيغة مشفرة، ولا تصل بيانات بطاقات الدفع إلى خوادمنا.</p>',
    ],
  },
  {
    name: 'terms',
    en: [
      'Terms & Conditions',
      '<h2>Bookings</h2><p>A booking is a contract between you and the dive center or instructor; Reefline arranges it.</p><h2>Payment types</h2><ul><li><strong>Pay now</strong>: paid when you book.</li><li><strong>Pay on arrival</strong>: paid to the center on the day.</li><li><strong>Free cancellation</strong>: cancel up to 48 hours before the start at no cost.</li></ul><h2>Cancellations</h2><p>Cancellations made at least 48 hours before the start are refunded to your Reefline wallet, valid for twelve months.</p><h2>Safety</h2><p>Dive within your certification and training. Centers may refuse a dive when conditions or your fitness make it unsafe.</p>',
    ],
    ar: [
      'الشروط والأحكام',
      '<h2>الحجوزات</h2><p>الحجز عقد بينك وبين مركز الغوص أو المدرب، وتتولى ريفلاين ترتيبه.</p><h2>طرق الدفع</h2><ul><li><strong>الدفع الآن</strong>: يُدفع عند الحجز.</li><li><strong>الدفع عند الوصول</strong>: يُدفع للمركز في يوم الرحلة.</li><li><strong>إلغاء مجاني</strong>: ألغِ حتى 48 ساعة قبل البدء دون تكلفة.</li></ul><h2>الإلغاء</h2><p>يُرد مبلغ الإلغاء الذي يتم قبل 48 ساعة على الأقل من البدء إلى محفظتك في ريفلاين، صالحًا لمدة اثني عشر شهرًا.</p><h2>السلامة</h2><p>غُص في حدود شهادتك وتدريبك. يحق للمراكز رفض الغوص إذا جعلت الظروف أو لياقتك الغوص غير آمن.</p>',
    ],
  },
  {
    name: 'faqs',
    en: [
      'Frequently asked questions',
      '<h2>Can I open my bookings without a connection?</h2><p>Yes. Open them once while online; after that your bookings, invoices and wallet open offline.</p><h2>Do I need a certification to book?</h2><p>Trips list the level they need. Beginners can book snorkeling or an Open Water course.</p><h2>How do I cancel?</h2><p>From Bookings, choose Cancel on an upcoming trip. The button shows when the booking can still be cancelled.</p><h2>Which currencies can I see prices in?</h2><p>US dollar, Saudi riyal, euro, Egyptian pound, UAE dirham, pound sterling, Bahraini dinar, Indian rupee and Kuwaiti dinar.</p>',
    ],
    ar: [
      'الأسئلة الشائعة',
      '<h2>هل أستطيع فتح حجوزاتي دون اتصال؟</h2><p>نعم. افتحها مرة واحدة أثناء الاتصال، وبعدها تفتح حجوزاتك وفواتيرك ومحفظتك دون اتصال.</p><h2>هل أحتاج إلى شهادة للحجز؟</h2><p>تذكر كل رحلة المستوى المطلوب. يمكن للمبتدئين حجز الغطس السطحي أو دورة المياه المفتوحة.</p><h2>كيف ألغي الحجز؟</h2><p>من صفحة الحجوزات اختر «إلغاء» على رحلة قادمة. يظهر الزر ما دام الإلغاء ممكنًا.</p><h2>بأي العملات أستطيع رؤية الأسعار؟</h2><p>الدولار الأمريكي والريال السعودي واليورو والجنيه المصري والدرهم الإماراتي والجنيه الإسترليني والدينار البحريني والروبية الهندية والدينار الكويتي.</p>',
    ],
  },
]
