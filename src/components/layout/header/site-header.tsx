import { Link } from '@tanstack/react-router'
import { Logo } from '../logo'
import { DesktopNavSlot } from './desktop-nav-slot'
import { MobileNav } from './mobile-nav'
import styles from './site-header.module.css'

export function SiteHeader() {
  return (
    <header className={styles.header} data-print="omit">
      <div className={styles.bar}>
        <Link to="/" className={styles.home} aria-label="Arcnova Consulting home">
          <Logo className={styles.logo} />
        </Link>
        <DesktopNavSlot />
        <MobileNav />
      </div>
    </header>
  )
}
