import { startTransition, useEffect, useState } from 'react'

/**
 * How many items of a list to render: on the list's first render only the first `firstScreen`,
 * then all of them, as a transition started from the next task. The items past the first screen
 * then cost their own task, not the frame that puts the list on screen, whose layout is the
 * biggest piece of blocking time the page has. `all` skips the step (a link to one item must find
 * it rendered straight away).
 */
export function useFirstScreenFirst(total: number, firstScreen: number, all: boolean): number {
  const [revealed, setRevealed] = useState(all)
  useEffect(() => {
    if (revealed) return
    const timer = setTimeout(() => startTransition(() => setRevealed(true)), 0)
    return () => clearTimeout(timer)
  }, [revealed])
  return revealed || all ? total : Math.min(total, firstScreen)
}
