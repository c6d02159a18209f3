import { useCallback, useEffect, useRef } from 'react'
import styles from './mobile-nav.module.css'

/**
 * The open phone menu's way out, loaded with the menu's links (never part of the first load): a dimmed
 * backdrop over the page that closes the menu when tapped, and Escape anywhere. Either returns focus
 * to the menu button, so a keyboard or screen-reader user stays where they were.
 */
export function MobileMenuDismiss({ onClose }: { onClose: () => void }) {
  const backdrop = useRef<HTMLDivElement>(null)
  const dismiss = useCallback(() => {
    backdrop.current?.closest('nav')?.querySelector<HTMLButtonElement>('button[aria-controls]')?.focus()
    onClose()
  }, [onClose])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [dismiss])

  // Hidden from assistive technology: a pointer's way out; the menu button and Escape are the keyboard's.
  return (
    <div ref={backdrop} className={styles.backdrop} aria-hidden="true" data-testid="menu-backdrop" onClick={dismiss} />
  )
}
