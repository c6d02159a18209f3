import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../../components/layout/page-placeholder'
import { pageHead } from '../../../site/page-head'
import { pages } from '../../../site/site-map'

export const Route = createFileRoute('/managed/onboarding')({
  head: () => pageHead(pages.managedOnboarding),
  component: () => <PagePlaceholder page={pages.managedOnboarding} />,
})
