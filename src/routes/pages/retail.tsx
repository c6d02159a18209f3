import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../pages/industry/industry-page'
import { retail } from '../../content/industries/retail'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/retail')({
  head: () => pageHead(pages.retail),
  component: () => <IndustryPage industry={retail} />,
})
