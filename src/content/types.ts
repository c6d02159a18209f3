import type { RoutePath } from '../site/site-map'

/** An image with its intrinsic size, so the page never shifts while it loads. */
export interface ImageRef {
  src: string
  alt: string
  width: number
  height: number
}

/** A link to a page of the site; `hash` targets a section of it. */
export interface PageLinkRef {
  label: string
  /** Words that complete a short label for screen readers and search engines ('Learn More' → about what). */
  context?: string
  to: RoutePath
  hash?: string
}

export interface Card {
  title: string
  text: string
  /** A small decorative icon (SVG path under /images/). */
  icon?: string
  link?: PageLinkRef
}

export interface Step {
  title: string
  text: string
}

export interface Cta {
  title: string
  text?: string
  link: PageLinkRef
}
