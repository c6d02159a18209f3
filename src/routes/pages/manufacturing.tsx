import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../pages/industry/industry-page'
import { manufacturing } from '../../content/industries/manufacturing'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/manufacturing')({
  head: () => pageHead(pages.manufacturing),
  component: () => <IndustryPage industry={manufacturing} />,
})
