import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../../pages/privacy/privacy-page'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/privacy')({
  head: () => pageHead(pages.privacy),
  component: PrivacyPage,
})
