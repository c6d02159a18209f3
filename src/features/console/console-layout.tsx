import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { settings } from '../../site/settings'
import styles from './console.module.css'
import layout from './console-layout.module.css'
import type { ConsoleScreen, consoleScreens } from './console-screens'

/** Header with the screens and the account, then the screen; moving to another screen focuses its heading. */
export function ConsoleLayout({
  screen,
  screens,
  email,
  onSignOut,
  children,
}: {
  screen: ConsoleScreen | null
  /** The screens of the staff member's role. */
  screens: ReadonlyArray<(typeof consoleScreens)[number]>
  email: string
  onSignOut: () => Promise<void>
  children: ReactNode
}) {
  const main = useRef<HTMLElement>(null)
  const nav = useRef<HTMLElement>(null)
  const first = useRef(true)
  const [signingOut, setSigningOut] = useState(false)
  const [signOutFailed, setSignOutFailed] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new screen
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    main.current?.querySelector<HTMLElement>('h1')?.focus()
  }, [screen])

  // On a phone the screens scroll sideways in one row: the current one is brought into it (sideways only).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new screen
  useEffect(() => {
    const row = nav.current
    const link = row?.querySelector('[aria-current="page"]')
    if (!row || !link) return
    const [rowBox, linkBox] = [row.getBoundingClientRect(), link.getBoundingClientRect()]
    row.scrollLeft += linkBox.left - rowBox.left - (rowBox.width - linkBox.width) / 2
  }, [screen])

  // Which ends of that row have more beyond them: an arrow shows there (issue 60 item 5).
  const [more, setMore] = useState({ before: false, after: false })
  useEffect(() => {
    const row = nav.current
    if (!row) return
    const measure = () => {
      const before = row.scrollLeft > 1
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1
      setMore((now) => (now.before === before && now.after === after ? now : { before, after }))
    }
    measure()
    row.addEventListener('scroll', measure, { passive: true })
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    resized?.observe(row)
    return () => {
      row.removeEventListener('scroll', measure)
      resized?.disconnect()
    }
  }, [])

  return (
    <div className={layout.console}>
      <a className={layout.skipLink} href="#console-main">
        Skip to main content
      </a>
      <header className={layout.header}>
        <p className={layout.brand}>{settings.companyName} console</p>
        <div className={layout.account}>
          <p className={layout.email}>Signed in as {email}</p>
          <button
            type="button"
            className={styles.button}
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true)
              setSignOutFailed(false)
              onSignOut().catch(() => {
                setSigningOut(false)
                setSignOutFailed(true)
              })
            }}
          >
            Sign out
          </button>
          <p className={layout.signOutError} role="alert">
            {signOutFailed ? 'Not signed out: the server could not be reached. Try again.' : ''}
          </p>
        </div>
        <div
          className={layout.navRow}
          data-more-before={more.before ? '' : undefined}
          data-more-after={more.after ? '' : undefined}
        >
          <nav ref={nav} className={layout.nav} aria-label="Console">
            <ul>
              {screens.map(({ slug, label }) => (
                <li key={slug}>
                  <Link
                    to="/console/$"
                    params={{ _splat: slug }}
                    aria-current={slug === screen ? 'page' : undefined}
                    activeOptions={{ exact: true }}
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="console-main" ref={main} tabIndex={-1} className={layout.main}>
        {children}
      </main>
    </div>
  )
}
