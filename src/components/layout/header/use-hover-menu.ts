import { useLocation } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react'

/** How long an open menu survives the pointer leaving it (Radix alone closes at 150 ms). */
export const menuCloseDelayMs = 200

/**
 * Controls a Radix NavigationMenu's `value` so that it closes {@link menuCloseDelayMs} after the
 * pointer leaves, while keyboard, Escape and click behave as Radix defines them.
 */
export function useHoverMenu() {
  const [value, setValue] = useState('')
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pointerLeaving = useRef(false)
  /** Opened by hovering: the first click on its trigger confirms it instead of toggling it shut (radix-ui/primitives#1630). */
  const openedByHover = useRef(false)
  // When a pointer was last lifted on a trigger: its click follows in the same task, however long the
  // press. (Timed from the press, a person's 80–150 ms press, or a busy machine, read as no press at all.)
  const triggerReleasedAt = useRef(0)
  const pathname = useLocation({ select: (location) => location.pathname })

  const cancelClose = () => {
    clearTimeout(closeTimer.current)
    pointerLeaving.current = false
  }

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  // A page change always closes the menu, however the visitor got there. Reset while rendering, not in
  // an effect: an effect also runs once the header has hydrated and would undo a hover or tap made in
  // between (as it did to the phone menu; record 060).
  const [pathnameShown, setPathnameShown] = useState(pathname)
  if (pathnameShown !== pathname) {
    setPathnameShown(pathname)
    setValue('')
  }
  // Its pending close timer goes with it (refs are touched after the commit, not while rendering).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is the trigger
  useEffect(() => {
    clearTimeout(closeTimer.current)
    pointerLeaving.current = false
  }, [pathname])

  // (cancelClose touches refs only: the callbacks never need to change.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const onValueChange = useCallback((next: string) => {
    const byTriggerPress = performance.now() - triggerReleasedAt.current < 50
    if (next === '') {
      // Radix's own 150 ms leave timer: ours closes at 200 ms instead.
      if (pointerLeaving.current) return
      if (byTriggerPress && openedByHover.current) {
        openedByHover.current = false
        return
      }
    } else {
      openedByHover.current = !byTriggerPress
    }
    cancelClose()
    setValue(next)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: cancelClose touches refs only
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

  const onPointerUp = useCallback((event: PointerEvent) => {
    if (event.target instanceof Element && event.target.closest('button[aria-expanded]')) {
      triggerReleasedAt.current = performance.now()
    }
  }, [])

  return { value, onValueChange, onPointerEnter, onPointerLeave, onPointerUp }
}
