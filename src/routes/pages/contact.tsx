import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../components/layout/page-placeholder'
import { parseContactSearch } from '../../site/contact-search'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/contact')({
  validateSearch: parseContactSearch,
  head: () => pageHead(pages.contact),
  component: () => <PagePlaceholder page={pages.contact} />,
})
