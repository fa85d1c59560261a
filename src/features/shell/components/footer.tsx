import './footer.css'
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { Activity } from '../../../../contract/activities.ts'
import { ExternalIcon } from '../../../ui/icons.tsx'
import { providerSignupUrl } from '../use-nav.ts'
import { LogoLink } from './logo-link.tsx'

type FooterLink = { key: string; label: string; link: LinkProps }

function Column({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title} className="footer-column">
      <h2>{title}</h2>
      <ul>
        {links.map((item) => (
          <li key={item.key}>
            <Link {...item.link}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const social = [
  { key: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/reefline' },
  { key: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/reefline' },
  { key: 'x', name: 'X', href: 'https://x.com/reefline' },
  { key: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@reefline' },
]

/** Every footer link of SPEC §2.1. */
export function Footer() {
  const { t } = useLingui()
  // Each service opens the trips list of that activity, not the whole list.
  const trips = (activity: Activity): LinkProps => ({ to: '/trips', search: { activity } })
  const freelancers: LinkProps = { to: '/branch/list/$type', params: { type: 'freelancers' } }
  const page = (name: string): LinkProps => ({ to: '/pages/$page', params: { page: name } })
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <LogoLink />
          <p>{t`Dive centers, freelance instructors, trips and courses across the Red Sea and beyond.`}</p>
          <a className="button button-outline" href={providerSignupUrl} target="_blank" rel="noopener noreferrer">
            {t`Service providers: sign up`} <ExternalIcon />
          </a>
        </div>
        <Column
          title={t`Services`}
          links={[
            { key: 'liveaboards', label: t`Liveaboards`, link: trips('liveaboard') },
            { key: 'courses', label: t`Diving Courses`, link: trips('course') },
            { key: 'trips', label: t`Diving Trips`, link: trips('diving') },
            { key: 'snorkeling', label: t`Snorkeling`, link: trips('snorkeling') },
            { key: 'freelancers', label: t`Freelancers`, link: freelancers },
          ]}
        />
        <Column
          title={t`Reefline`}
          links={[
            { key: 'about', label: t`About us`, link: page('about-us') },
            { key: 'centers', label: t`Dive Centers`, link: { to: '/branch/list/$type', params: { type: 'diveCenters' } } },
            // The destinations are the countries; the training agencies have their own link below.
            { key: 'destinations', label: t`Dive Destinations`, link: { to: '/countries' } },
            { key: 'freelancers', label: t`Freelancers`, link: freelancers },
            { key: 'agencies', label: t`Training Agencies`, link: { to: '/organization/list' } },
          ]}
        />
        <Column
          title={t`Help & Legal`}
          links={[
            { key: 'faqs', label: t`FAQs`, link: page('faqs') },
            { key: 'privacy', label: t`Privacy Policy`, link: page('privacy-policy') },
            { key: 'terms', label: t`Terms & Conditions`, link: page('terms') },
            { key: 'contact', label: t`Contact us`, link: { to: '/contact-us' } },
          ]}
        />
        <div className="footer-column">
          <h2>{t`Follow us`}</h2>
          <ul className="social">
            {social.map((item) => (
              <li key={item.key}>
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="container footer-legal">{t`© ${new Date().getFullYear()} Reefline. Dive safely.`}</p>
    </footer>
  )
}
