import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../pages/industry/industry-page'
import { finance } from '../../content/industries/finance'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/finance')({
  head: () => pageHead(pages.finance),
  component: () => <IndustryPage industry={finance} />,
})
