import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../components/layout/page-placeholder'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/finance')({
  head: () => pageHead(pages.finance),
  component: () => <PagePlaceholder page={pages.finance} />,
})
