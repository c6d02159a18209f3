import { createFileRoute } from '@tanstack/react-router'
import { ManagedServicePage } from '../../../pages/managed-service/managed-service-page'
import { managedServices } from '../../../content/managed-services'
import { pageHead } from '../../../site/page-head'
import { pages } from '../../../site/site-map'

export const Route = createFileRoute('/managed/itsupport')({
  head: () => pageHead(pages.managedItSupport),
  component: () => <ManagedServicePage service={managedServices.itSupport} />,
})
