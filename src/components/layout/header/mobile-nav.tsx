import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense, useId, useState } from 'react'
import { loadWhenOnline } from '../../../lib/load-when-online'
import styles from './mobile-nav.module.css'

// The accordion is only needed once a phone visitor opens the menu: keep it out of the first load.
const loadPanel = () =>
  loadWhenOnline(() => import('./mobile-menu-panel')).then((module) => ({ default: module.MobileMenuPanel }))
const MobileMenuPanel = lazy(loadPanel)

/** Phones and narrow windows: a menu button that opens the site's links as an accordion. */
export function MobileNav() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const pathname = useLocation({ select: (location) => location.pathname })

  // Any navigation (a link here, Back, a link in the page) closes the menu. Adjusted while rendering
  // (React's way to reset state when a value changes), not in an effect: an effect also runs once the
  // menu has hydrated, and a tap that came between that commit and its effects was undone by it.
  const [pathnameShown, setPathnameShown] = useState(pathname)
  if (pathnameShown !== pathname) {
    setPathnameShown(pathname)
    setOpen(false)
  }

  const close = () => setOpen(false)
  const toggle = () => setOpen((wasOpen) => !wasOpen)

  return (
    <nav className={styles.nav} aria-label="Mobile">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <span className={styles.burger} aria-hidden="true" />
        <span>{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {/* Mounted only while open, so every opening starts with the groups collapsed; it brings the
            backdrop and Escape that close it (mobile-menu-dismiss.tsx), outside the first load. */}
        {open && (
          <Suspense fallback={<p className={styles.loading}>Loading menu…</p>}>
            <MobileMenuPanel onNavigate={close} />
          </Suspense>
        )}
      </div>
    </nav>
  )
}
