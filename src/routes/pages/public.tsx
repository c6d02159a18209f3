import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../pages/industry/industry-page'
import { publicSector } from '../../content/industries/public-sector'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/public')({
  head: () => pageHead(pages.publicSector),
  component: () => <IndustryPage industry={publicSector} />,
})
