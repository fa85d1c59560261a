import { useLingui } from '@lingui/react/macro'
import type { LinkProps } from '@tanstack/react-router'
import { yearMonth } from '../../../contract/addresses.ts'

export type NavLink = { key: string; label: string; link: LinkProps }

/** The header's primary links (SPEC §2.1), shared by the desktop bar and the phone menu. */
export function usePrimaryNav(): NavLink[] {
  const { t } = useLingui()
  return [
    { key: 'safari', label: t`Safari`, link: { to: '/trips', search: { date: yearMonth() } } },
    { key: 'centers', label: t`Dive Centers`, link: { to: '/branch/list/$type', params: { type: 'diveCenters' } } },
    { key: 'freelancers', label: t`Freelancers`, link: { to: '/branch/list/$type', params: { type: 'freelancers' } } },
    { key: 'organizations', label: t`Organizations`, link: { to: '/organization/list' } },
  ]
}

export function useHelpNav(): NavLink[] {
  const { t } = useLingui()
  return [
    { key: 'service', label: t`Customer Service`, link: { to: '/contact-us' } },
    { key: 'faqs', label: t`FAQs`, link: { to: '/pages/$page', params: { page: 'faqs' } } },
  ]
}

export const providerSignupUrl: string = (import.meta.env.VITE_PROVIDER_SIGNUP_URL as string | undefined) ?? 'https://partners.reefline.app/signup'
