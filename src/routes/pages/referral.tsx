import { createFileRoute } from '@tanstack/react-router'
import { ReferralPage } from '../../features/referral/referral-page'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/referral')({
  head: () => pageHead(pages.referral),
  component: ReferralPage,
})
