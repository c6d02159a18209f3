import * as Toast from '@radix-ui/react-toast'
import type { ReactNode } from 'react'
import styles from './notices.module.css'

/**
 * The site's one way to show a message that comes and goes: Radix Toast. A layer that shows
 * notices puts them inside <Notices>, which places them: at the top, under the header, the
 * result of what the visitor just did (an application sent); at the bottom, news about the app
 * itself (the connection, offline readiness, an update).
 */
export function Notices({
  placement,
  label = 'Notifications',
  children,
}: {
  placement: 'top' | 'bottom'
  /** The region's name; two layers of notices on one page need two names. */
  label?: string
  children: ReactNode
}) {
  return (
    // Each notice says how long it stays; by default until the state it reports changes.
    <Toast.Provider label="Notification" duration={Number.POSITIVE_INFINITY}>
      {children}
      <Toast.Viewport
        className={`${styles.viewport} ${styles[placement]}`}
        label={`${label} ({hotkey})`}
        data-print="omit"
      />
    </Toast.Provider>
  )
}

interface NoticeProps {
  /** For a layer that needs to find its notice on the page (where it sits, what it covers). */
  id?: string
  open: boolean
  onOpenChange?: (open: boolean) => void
  /** Closes itself after this many milliseconds (Radix pauses it while hovered or focused). */
  duration?: number
  tone?: 'info' | 'success' | 'warning'
  /** The message. */
  children: ReactNode
  /** A <NoticeAction> or <NoticeDismiss>. */
  action?: ReactNode
}

export function Notice({ id, open, onOpenChange, duration, tone = 'info', children, action }: NoticeProps) {
  return (
    <Toast.Root
      id={id}
      type="background"
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      className={tone === 'info' ? styles.notice : `${styles.notice} ${styles[tone]}`}
    >
      <Toast.Title>{children}</Toast.Title>
      {action}
    </Toast.Root>
  )
}

/** The one thing a notice offers (Reload); `altText` says how to do it without the button. */
export function NoticeAction({
  altText,
  onClick,
  children,
}: {
  altText: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Toast.Action altText={altText} asChild>
      <button type="button" className={styles.action} onClick={onClick}>
        {children}
      </button>
    </Toast.Action>
  )
}

export function NoticeDismiss() {
  return <Toast.Close className={styles.dismiss}>Dismiss</Toast.Close>
}
