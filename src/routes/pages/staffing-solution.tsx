import { createFileRoute } from '@tanstack/react-router'
import { ServicePage } from '../../pages/service-page/service-page'
import { services } from '../../content/services'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/staffing-solution')({
  head: () => pageHead(pages.staffingSolution),
  component: () => <ServicePage service={services.staffingSolution} />,
})
