import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../pages/industry/industry-page'
import { banking } from '../../content/industries/banking'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/banking')({
  head: () => pageHead(pages.banking),
  component: () => <IndustryPage industry={banking} />,
})
