import { useEffect, useRef, type ElementType, type ReactNode } from 'react'

const reducedMotion = '(prefers-reduced-motion: reduce)'

/**
 * Fades its content in the first time it scrolls into view (1000 ms, once).
 * The hidden state is applied by script only, so the content is visible without JavaScript,
 * above the fold, and whenever the visitor prefers reduced motion.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia(reducedMotion).matches) return

    // Observers, not getBoundingClientRect: measuring here would force a layout per element while
    // the page hydrates. The first report says whether the element starts on screen (then it
    // stays as it is); only an element that starts off screen is hidden, to fade in later.
    let reveal: IntersectionObserver | undefined
    const start = new IntersectionObserver((entries) => {
      start.disconnect()
      if (entries.some((entry) => entry.isIntersecting)) return
      element.classList.add('reveal-pending')
      reveal = new IntersectionObserver(
        (later) => {
          if (!later.some((entry) => entry.isIntersecting)) return
          element.classList.replace('reveal-pending', 'reveal-shown')
          reveal?.disconnect()
        },
        { rootMargin: '0px 0px -10% 0px' },
      )
      reveal.observe(element)
    })
    start.observe(element)
    return () => {
      start.disconnect()
      reveal?.disconnect()
      element.classList.remove('reveal-pending')
    }
  }, [])

  return ref
}

interface RevealProps {
  as?: ElementType
  className?: string
  children: ReactNode
  id?: string
  'aria-labelledby'?: string
}

export function Reveal({ as: Tag = 'div', children, ...props }: RevealProps) {
  const ref = useReveal<HTMLElement>()
  return (
    <Tag ref={ref} {...props}>
      {children}
    </Tag>
  )
}
