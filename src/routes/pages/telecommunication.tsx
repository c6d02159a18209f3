import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../pages/industry/industry-page'
import { telecommunication } from '../../content/industries/telecommunication'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/telecommunication')({
  head: () => pageHead(pages.telecommunication),
  component: () => <IndustryPage industry={telecommunication} />,
})
