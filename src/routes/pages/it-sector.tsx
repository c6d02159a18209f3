import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../pages/industry/industry-page'
import { itSector } from '../../content/industries/it-sector'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/it-sector')({
  head: () => pageHead(pages.itSector),
  component: () => <IndustryPage industry={itSector} />,
})
