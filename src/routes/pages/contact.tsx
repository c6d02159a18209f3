import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../pages/contact/contact-page'
import { parseContactSearch } from '../../site/contact-search'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/contact')({
  validateSearch: parseContactSearch,
  head: () => pageHead(pages.contact),
  component: ContactRoute,
})

function ContactRoute() {
  const { subject } = Route.useSearch()
  return <ContactPage subject={subject} />
}
