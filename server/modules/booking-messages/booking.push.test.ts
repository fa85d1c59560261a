import { describe, expect, it } from 'vitest'
import { bookingPush } from './booking.push.ts'

const booking = { reservationId: 7, name: { en: 'Brothers Islands Safari', ar: 'رحلة جزر الأخوين' }, startDate: '2026-11-29' }

describe('bookingPush: a line on the phone in the device’s language', () => {
  it('writes the day by name, as the app and the mail do, in English and Arabic', () => {
    expect(bookingPush('confirmed', booking, 'en')).toEqual({
      title: 'Booking confirmed',
      body: 'Brothers Islands Safari, November 29, 2026. Your voucher is ready.',
      url: '/user/voucher/7',
      lang: 'en',
      tag: 'booking-7-confirmed',
    })
    expect(bookingPush('reminder', booking, 'ar')).toEqual({
      title: 'بقي يومان',
      body: 'تبدأ رحلة جزر الأخوين بتاريخ 29 نوفمبر 2026. افتح قسيمتك الآن وأنت متصل بالإنترنت.',
      url: '/user/voucher/7',
      lang: 'ar',
      tag: 'booking-7-reminder',
    })
  })
  it('names the booking in the other language when it has no name in this one', () => {
    expect(bookingPush('cancelled', { ...booking, name: { en: 'Brothers Islands Safari', ar: '' } }, 'ar').body).toBe(
      'Brothers Islands Safari، 29 نوفمبر 2026. اطّلع على المبلغ المسترد.',
    )
  })
})
