import { createFileRoute } from '@tanstack/react-router'
import { PlansPage } from '../../features/plans/plans-page'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/products')({
  head: () => pageHead(pages.products),
  component: PlansPage,
})
