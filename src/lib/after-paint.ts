import { useEffect, useState } from 'react'

/**
 * True once a frame has been painted since `active` became true (false while inactive). A tap that
 * opens something heavy renders its frame first and the heavy part after this turns true: the visitor
 * sees the answer within a frame, and the heavy render runs as ordinary (interruptible) work instead
 * of inside the tap's own paint (record 070).
 */
export function useAfterPaint(active: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!active) {
      setPainted(false)
      return
    }
    return afterNextPaint(() => setPainted(true))
  }, [active])
  return active && painted
}

/** Runs `work` in a task after the next paint; returns what cancels it. */
export function afterNextPaint(work: () => void): () => void {
  // An animation frame runs just before a paint; a task queued from it runs after that paint.
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
