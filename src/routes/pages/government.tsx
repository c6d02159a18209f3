import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../pages/industry/industry-page'
import { government } from '../../content/industries/government'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/government')({
  head: () => pageHead(pages.government),
  component: () => <IndustryPage industry={government} />,
})
