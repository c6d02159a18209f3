import * as Toast from '@radix-ui/react-toast'
import type { ReactNode } from 'react'
import styles from './notices.module.css'

/**
 * The site's one way to show a message that comes and goes: Radix Toast. A layer that shows
 * notices puts them inside <Notices>, which places them: at the top, under the header, the
 * result of what the visitor just did (an application sent); at the bottom, news about the app
 * itself (the connection, offline readiness, an update).
 */
export function Notices({ placement, children }: { placement: 'top' | 'bottom'; children: ReactNode }) {
  return (
    // Each notice says how long it stays; by default until the state it reports changes.
    <Toast.Provider label="Notification" duration={Number.POSITIVE_INFINITY}>
      {children}
      <Toast.Viewport className={`${styles.viewport} ${styles[placement]}`} data-print="omit" />
    </Toast.Provider>
  )
}

interface NoticeProps {
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

export function Notice({ open, onOpenChange, duration, tone = 'info', children, action }: NoticeProps) {
  return (
    <Toast.Root
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
