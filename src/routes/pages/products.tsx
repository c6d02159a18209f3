import { createFileRoute } from '@tanstack/react-router'
import { PlansPage } from '../../features/plans/plans-page'
import { savedPageCopyDate } from '../../lib/saved-page-copy'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/products')({
  head: () => pageHead(pages.products),
  // The plans the server rendered the page with, if it did: hydration then needs no request.
  loader: ({ context }) => import('../../features/plans/initial-plans').then((module) => module.initialPlans(context)),
  component: function PlansPageRoute() {
    const plans = Route.useLoaderData()
    return <PlansPage initial={plans && { ...plans, savedAt: savedPageCopyDate() }} />
  },
})
