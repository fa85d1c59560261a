import type { Lang } from '../../../contract/common.ts'
import type { Mail } from '../../lib/mailer.ts'

/**
 * The acknowledgement of a contact message. Anyone may give any address, so it says only that a
 * message arrived and its reference: no word the sender wrote (name, subject or text) goes into it,
 * or the form would mail anything to anyone.
 */
export function contactAcknowledgement(to: string, ticketId: number, lang: Lang): Mail {
  return lang === 'ar'
    ? {
        to,
        subject: `ريفلاين: استلمنا رسالتك رقم ${ticketId}`,
        text: `شكرًا لك. استلمنا رسالتك وسيرد فريقنا خلال يوم عمل واحد.\n\nالرقم المرجعي لرسالتك: ${ticketId}. اذكره إذا كتبت إلينا مرة أخرى.\n\nإذا لم تكتب إلينا فتجاهل هذه الرسالة.`,
      }
    : {
        to,
        subject: `Reefline: we received your message #${ticketId}`,
        text: `Thank you. We received your message and our team will answer within one working day.\n\nYour reference number is ${ticketId}. Please quote it if you write to us again.\n\nIf you did not write to us, ignore this message.`,
      }
}
