import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../components/layout/page-placeholder'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/referral')({
  head: () => pageHead(pages.referral),
  component: () => <PagePlaceholder page={pages.referral} />,
})
