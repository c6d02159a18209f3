import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../pages/industry/industry-page'
import { healthcare } from '../../content/industries/healthcare'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/health-care')({
  head: () => pageHead(pages.healthcare),
  component: () => <IndustryPage industry={healthcare} />,
})
