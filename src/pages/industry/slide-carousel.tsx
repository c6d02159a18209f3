import { useId, useRef, useState, type PointerEvent } from 'react'
import type { ImageRef } from '../../content/types'
import { carouselIndex, swipeAction, type CarouselAction } from './carousel-state'
import styles from './slide-carousel.module.css'

interface SlideCarouselProps {
  /** Names the carousel region for assistive technology, e.g. "Banking highlights". */
  label: string
  slides: readonly ImageRef[]
}

/**
 * A WAI-ARIA carousel: previous/next buttons that wrap, one dot per slide, touch swipe.
 * No autoplay, so the slide region announces changes politely. Slides that are not shown are
 * inert and hidden from assistive technology.
 */
export function SlideCarousel({ label, slides }: SlideCarouselProps) {
  const [index, setIndex] = useState(0)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const slidesId = useId()
  const count = slides.length

  const go = (action: CarouselAction) => setIndex((current) => carouselIndex(current, count, action))

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    swipeStart.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start) return
    const action = swipeAction(event.clientX - start.x, event.clientY - start.y)
    if (action) go(action)
  }

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          id={slidesId}
          className={styles.track}
          aria-live="polite"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => {
            const shown = slideIndex === index
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is role="group" with aria-roledescription, not a fieldset
              <div
                key={slide.src}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${count}`}
                aria-hidden={!shown}
                inert={!shown}
              >
                <img
                  className={styles.image}
                  src={slide.src}
                  alt={slide.alt}
                  width={slide.width}
                  height={slide.height}
                  draggable={false}
                  loading={slideIndex === 0 ? 'eager' : 'lazy'}
                  decoding={slideIndex === 0 ? 'auto' : 'async'}
                  fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                />
              </div>
            )
          })}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={slidesId}
          aria-label="Previous slide"
          onClick={() => go({ type: 'previous' })}
        >
          <Chevron direction="previous" />
        </button>
        <div className={styles.dots}>
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.src}
              type="button"
              className={styles.dot}
              aria-controls={slidesId}
              aria-label={`Go to slide ${slideIndex + 1}`}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => go({ type: 'goTo', index: slideIndex })}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={slidesId}
          aria-label="Next slide"
          onClick={() => go({ type: 'next' })}
        >
          <Chevron direction="next" />
        </button>
      </div>
    </section>
  )
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
