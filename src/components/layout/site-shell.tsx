import type { ReactNode } from 'react'
import { SiteFooter } from './footer/site-footer'
import { SiteHeader } from './header/site-header'
import styles from './site-shell.module.css'

/** Every page sits between the one header and the one footer. */
export function SiteShell({ children, footerExtra }: { children: ReactNode; footerExtra?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter extra={footerExtra} />
    </div>
  )
}
