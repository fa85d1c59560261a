import './center-contacts.css'
import { useLingui } from '@lingui/react/macro'
import { joinAddress } from '../../shared/address.ts'
import { formatPhone } from '../../shared/format.ts'

/** How to reach a center, as every answer that names one carries it (contract/branches.ts `centerContactEntries`). */
export type CenterContacts = { tel: string | null; mobile: string | null; email: string | null; whatsapp: string | null }

/** What a dialler takes: the digits and a leading plus ("+20 100 123 4567" → "tel:+201001234567"). */
export const telHref = (phone: string): string => `tel:${phone.trim().replace(/(?!^\+)\D/g, '')}`

/** A WhatsApp chat with a number: wa.me takes it in international form, digits only. */
export const whatsappHref = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`

/**
 * A center's telephone, mobile, WhatsApp and e-mail as links a phone opens (`tel:`, `https://wa.me/`,
 * `mailto:`), and its address: how a diver books a center that takes no online booking. Numbers and
 * addresses are written left to right inside an Arabic line, so their groups keep their order.
 */
export function CenterContactList({ center, address }: { center: CenterContacts; address: readonly (string | null)[] }) {
  const { t, i18n } = useLingui()
  const phone = (number: string) => formatPhone(number, i18n.locale)
  return (
    <dl className="center-contacts">
      {center.tel ? (
        <div>
          <dt>{t`Telephone`}</dt>
          <dd>
            <a href={telHref(center.tel)} dir="ltr">
              {phone(center.tel)}
            </a>
          </dd>
        </div>
      ) : null}
      {center.mobile ? (
        <div>
          <dt>{t`Mobile`}</dt>
          <dd>
            <a href={telHref(center.mobile)} dir="ltr">
              {phone(center.mobile)}
            </a>
          </dd>
        </div>
      ) : null}
      {center.whatsapp ? (
        <div>
          <dt>{t`WhatsApp`}</dt>
          <dd>
            <a href={whatsappHref(center.whatsapp)} target="_blank" rel="noopener noreferrer" dir="ltr">
              {phone(center.whatsapp)}
            </a>
          </dd>
        </div>
      ) : null}
      {center.email ? (
        <div>
          <dt>{t`E-mail`}</dt>
          <dd>
            <a href={`mailto:${center.email}`} dir="ltr">
              {center.email}
            </a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t`Address`}</dt>
        <dd dir="auto">{joinAddress(address)}</dd>
      </div>
    </dl>
  )
}
