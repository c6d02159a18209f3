import { createFileRoute } from '@tanstack/react-router'
import { IndustryPage } from '../../pages/industry/industry-page'
import { pharmaceuticals } from '../../content/industries/pharmaceuticals'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/Pharmaceuticals')({
  head: () => pageHead(pages.pharmaceuticals),
  component: () => <IndustryPage industry={pharmaceuticals} />,
})
