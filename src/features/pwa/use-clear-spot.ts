import { useEffect, useState } from 'react'
import { clearSpot, type NoticeSpot } from './clear-spot'

// Often enough to follow a dialog opening or content moving under the notice, and cheap: a few
// hundred boxes measured, only while a notice waits or shows.
const checkEveryMs = 250

/**
 * While `active`, where a notice can show without covering a control or an open dialog (see
 * clear-spot.ts), followed as the visitor scrolls, focuses, taps or the page changes; undefined
 * while there is no such spot. `notice` finds the notice itself, when it is showing.
 */
export function useClearSpot(active: boolean, notice: () => Element | null): NoticeSpot | undefined {
  const [spot, setSpot] = useState<NoticeSpot>()
  useEffect(() => {
    if (!active) return
    let frame = 0
    const check = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setSpot((holding) => clearSpot(notice(), holding)))
    }
    check()
    const timer = setInterval(check, checkEveryMs)
    const events = ['scroll', 'resize', 'focusin', 'focusout', 'pointerup', 'keyup'] as const
    for (const event of events) window.addEventListener(event, check, { capture: true, passive: true })
    return () => {
      cancelAnimationFrame(frame)
      clearInterval(timer)
      for (const event of events) window.removeEventListener(event, check, { capture: true })
    }
  }, [active, notice])
  return active ? spot : undefined
}
