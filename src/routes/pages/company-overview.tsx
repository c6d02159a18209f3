import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../components/layout/page-placeholder'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/company-overview')({
  head: () => pageHead(pages.companyOverview),
  component: () => <PagePlaceholder page={pages.companyOverview} />,
})
