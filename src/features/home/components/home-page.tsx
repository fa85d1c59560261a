import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { yearMonth } from '../../../lib/dates.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { ChevronIcon, WaveIcon } from '../../../ui/icons.tsx'

export function HomePage() {
  const { t } = useLingui()
  useDocumentHead(t`Dive centers, trips and courses`, t`Find dive centers, freelance instructors, trips, courses and liveaboards. Your bookings work offline.`)
  const cards = [
    { key: 'centers', title: t`Dive centers`, text: t`Compare centers by rating, language and training agency.`, link: { to: '/branch/list/$type', params: { type: 'diveCenters' } } as const },
    { key: 'freelancers', title: t`Freelance instructors`, text: t`Dive with an instructor who speaks your language.`, link: { to: '/branch/list/$type', params: { type: 'freelancers' } } as const },
    { key: 'agencies', title: t`Training agencies`, text: t`PADI, SSI, CMAS and more: find the course for your next level.`, link: { to: '/organization/list' } as const },
  ]
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <p className="eyebrow"><WaveIcon /> {t`Red Sea and beyond`}</p>
          <h1>{t`Find your next dive`}</h1>
          <p className="lead">{t`Dive centers, freelance instructors, trips, courses and liveaboards, booked in minutes. Your bookings open even without signal.`}</p>
          <div className="actions">
            <Link to="/trips" search={{ date: yearMonth() }} className="button">{t`Browse this month's trips`}</Link>
            <Link to="/branch/list/$type" params={{ type: 'diveCenters' }} className="button button-light">{t`Explore dive centers`}</Link>
          </div>
        </div>
      </section>
      <section className="container page">
        <ul className="card-grid">
          {cards.map((card) => (
            <li key={card.key}>
              <Link {...card.link} className="card card-link">
                <h2>{card.title}</h2>
                <p>{card.text}</p>
                <span className="card-more">{t`Open`} <ChevronIcon /></span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
