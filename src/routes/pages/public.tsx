import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../components/industry/industry-page'
import { industries } from '../../content/industries'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/public')({
  head: () => pageHead(pages.publicSector),
  component: () => <IndustryPage industry={industries.publicSector} />,
})
