import type { ImageRef } from '../../content/types'

interface IllustrationProps {
  image: ImageRef
  className?: string
  /** The page's main image: loaded at once and first. Everything else loads as it nears the screen. */
  priority?: boolean
}

export function Illustration({ image, className, priority = false }: IllustrationProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  )
}
