import type { Lang } from '../../../contract/common.ts'
import { greeting } from '../../lib/greeting.ts'
import type { Mail } from '../../lib/mailer.ts'

export const CODE_MINUTES = 15
export const RESET_MINUTES = 60

/** The client's reset screen; the origin is the configured one, never a request's Host. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/auth/reset/${token}`

export function confirmationMail(to: string, name: string, code: string, lang: Lang): Mail {
  return lang === 'ar'
    ? { to, subject: `رمز تأكيد ريفلاين: ${code}`, text: `${greeting(name, 'ar')}\n\nرمز تأكيد بريدك الإلكتروني هو ${code}. صالح لمدة ${CODE_MINUTES} دقيقة.` }
    : {
        to,
        subject: `Your Reefline code: ${code}`,
        text: `${greeting(name, 'en')}\n\nYour e-mail confirmation code is ${code}. It is valid for ${CODE_MINUTES} minutes.`,
      }
}

export function resetMail(to: string, name: string, link: string, lang: Lang): Mail {
  return lang === 'ar'
    ? {
        to,
        subject: 'إعادة تعيين كلمة مرور ريفلاين',
        text: `${greeting(name, 'ar')}\n\nلتعيين كلمة مرور جديدة افتح هذا الرابط خلال ساعة:\n${link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة.`,
      }
    : {
        to,
        subject: 'Reset your Reefline password',
        text: `${greeting(name, 'en')}\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf you did not ask for this, ignore this message.`,
      }
}
