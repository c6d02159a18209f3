import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../components/layout/page-placeholder'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/job-openings')({
  head: () => pageHead(pages.jobOpenings),
  component: () => <PagePlaceholder page={pages.jobOpenings} />,
})
