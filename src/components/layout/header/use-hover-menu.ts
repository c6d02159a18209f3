import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react'

/** How long an open menu survives the pointer leaving it (Radix alone closes at 150 ms). */
export const menuCloseDelayMs = 200
/** A click this soon after a hover opened the menu is the same intent: keep it open (radix-ui/primitives#1630). */
const hoverClickGuardMs = 400

/**
 * Controls a Radix NavigationMenu's `value` so that it closes {@link menuCloseDelayMs} after the
 * pointer leaves, while keyboard, Escape and click behave as Radix defines them.
 */
export function useHoverMenu() {
  const [value, setValue] = useState('')
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pointerLeaving = useRef(false)
  const openedAt = useRef(0)
  const pointerDownAt = useRef(0)

  const cancelClose = () => {
    clearTimeout(closeTimer.current)
    pointerLeaving.current = false
  }

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const onValueChange = useCallback((next: string) => {
    const now = performance.now()
    if (next === '') {
      // Radix's own 150 ms leave timer: ours closes at 200 ms instead.
      if (pointerLeaving.current) return
      const clickRightAfterHoverOpen = now - pointerDownAt.current < 50 && now - openedAt.current < hoverClickGuardMs
      if (clickRightAfterHoverOpen) return
    } else {
      openedAt.current = now
    }
    cancelClose()
    setValue(next)
  }, [])

  const onPointerEnter = useCallback(() => cancelClose(), [])

  const onPointerLeave = useCallback((event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    clearTimeout(closeTimer.current)
    pointerLeaving.current = true
    closeTimer.current = setTimeout(() => {
      pointerLeaving.current = false
      setValue('')
    }, menuCloseDelayMs)
  }, [])

  const onPointerDown = useCallback(() => {
    pointerDownAt.current = performance.now()
  }, [])

  return { value, onValueChange, onPointerEnter, onPointerLeave, onPointerDown }
}
