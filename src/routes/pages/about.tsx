import { createFileRoute } from '@tanstack/react-router'
import { AboutPlaceholder } from '../../pages/about/about-placeholder'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/about')({
  head: () => pageHead(pages.about),
  component: AboutPlaceholder,
})
