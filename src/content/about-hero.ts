import type { ImageRef } from './types'

/** An About page's hero picture: every one is drawn at the same size. */
export function aboutHero(src: string, alt: string): ImageRef {
  return { src, alt, width: 640, height: 480 }
}
