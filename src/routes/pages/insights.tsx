import { createFileRoute } from '@tanstack/react-router'
import { InsightsPage } from '../../pages/insights/insights-page'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/insights')({
  head: () => pageHead(pages.insights),
  component: InsightsPage,
})
