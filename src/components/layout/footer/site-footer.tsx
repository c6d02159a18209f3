import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { footerPages, homeSectionIds } from '../../../site/navigation'
import { pages } from '../../../site/site-map'
import { settings, type Office } from '../../../site/settings'
import { SiteLink } from '../site-link'
import styles from './site-footer.module.css'
import { SocialIcon } from './social-icon'

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

function OfficeBlock({ office }: { office: Office }) {
  const headingId = `office-${office.id}`
  return (
    <section className={styles.office} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {office.name}
      </h2>
      <address className={styles.address}>
        {office.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <a href={telHref(office.phone)}>{office.phone}</a>
        <a href={`mailto:${office.email}`}>{office.email}</a>
      </address>
    </section>
  )
}

function UsefulLinks() {
  return (
    <nav aria-label="Useful links" className={styles.useful}>
      <h2 className={styles.heading}>Useful Links</h2>
      <ul className={styles.usefulList}>
        <li>
          <SiteLink page={pages.home}>Home</SiteLink>
        </li>
        <li>
          <SiteLink page={pages.companyOverview}>About Us</SiteLink>
        </li>
        <li>
          <Link to="/" hash={homeSectionIds.services}>
            Services
          </Link>
        </li>
        <li>
          <Link to="/" hash={homeSectionIds.industries}>
            Industries We Serve
          </Link>
        </li>
        {footerPages.map((page) => (
          <li key={page.path}>
            <SiteLink page={page} />
          </li>
        ))}
        <li>
          <Link to="/privacy" hash="terms">
            Terms of Service
          </Link>
        </li>
      </ul>
    </nav>
  )
}

/** `extra` sits beside the social links (the app's install button). */
export function SiteFooter({ extra }: { extra?: ReactNode }) {
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer} data-print="omit">
      <div className={styles.inner}>
        <div className={styles.offices}>
          {settings.offices.map((office) => (
            <OfficeBlock key={office.id} office={office} />
          ))}
        </div>
        <div className={styles.row}>
          <UsefulLinks />
          {extra}
          <ul className={styles.social} aria-label="Social media">
            {settings.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${settings.companyName} on ${link.network} (opens in a new tab)`}
                  className={styles.socialLink}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.copyright}>
          © {year} {settings.companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
