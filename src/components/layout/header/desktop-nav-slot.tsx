import { lazy, Suspense } from 'react'
import { loadWhenOnline } from '../../../lib/load-when-online'
import { useMediaQuery } from '../../../lib/use-media-query'
import { navGroups, navLinks } from '../../../site/navigation'
import { pages } from '../../../site/site-map'
import { SiteLink } from '../site-link'
import styles from './desktop-nav.module.css'

// Phones never need the hover menu: it loads only when the window is wide enough to show it.
export const desktopQuery = '(min-width: 1080px)'
const DesktopNav = lazy(() =>
  loadWhenOnline(() => import('./desktop-nav')).then((module) => ({ default: module.DesktopNav })),
)

/** The header bar as plain links and inert triggers, shown until the interactive menu arrives. */
function DesktopNavPlaceholder() {
  return (
    <nav className={styles.root} aria-label="Main">
      <div>
        <ul className={styles.list}>
          <li className={styles.item}>
            <SiteLink page={pages.home} className={styles.topLink} />
          </li>
          {navGroups.map((group) => (
            <li key={group.id} className={styles.item}>
              <button type="button" className={styles.trigger} aria-expanded="false">
                {group.label}
                <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                  <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </button>
            </li>
          ))}
          {navLinks.map((page) => (
            <li key={page.path} className={styles.item}>
              <SiteLink page={page} className={styles.topLink} />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

export function DesktopNavSlot() {
  const wide = useMediaQuery(desktopQuery)
  return <Suspense fallback={<DesktopNavPlaceholder />}>{wide ? <DesktopNav /> : <DesktopNavPlaceholder />}</Suspense>
}
