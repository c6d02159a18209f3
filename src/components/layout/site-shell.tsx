import { lazy, Suspense, type ReactNode } from 'react'
import { SiteHeader } from './header/site-header'
import { HydrateWhenVisible } from '../../startup/hydrate-when-visible'
import styles from './site-shell.module.css'

// The footer's code loads when the footer comes near the screen: until then its server HTML stands.
const SiteFooter = lazy(() => import('./footer/site-footer').then((module) => ({ default: module.SiteFooter })))

/**
 * Every page sits between the one header and the one footer.
 *
 * On a prerendered page the header is a Suspense boundary, hydrated after the page's first pass in
 * small interruptible slices (a click on it hydrates it first); the footer, and its code, wait until
 * it comes near the screen. The page itself hydrates with the root: the router's matches must never hydrate
 * after a navigation has replaced them.
 */
export function SiteShell({ children, footerExtra }: { children: ReactNode; footerExtra?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main" data-print="omit">
        Skip to main content
      </a>
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <HydrateWhenVisible>
        <SiteFooter extra={footerExtra} />
      </HydrateWhenVisible>
    </div>
  )
}
