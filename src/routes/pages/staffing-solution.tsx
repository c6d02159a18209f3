import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../components/layout/page-placeholder'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/staffing-solution')({
  head: () => pageHead(pages.staffingSolution),
  component: () => <PagePlaceholder page={pages.staffingSolution} />,
})
