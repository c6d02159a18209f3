import { createFileRoute } from '@tanstack/react-router'
import { ManagedServicePage } from '../../../pages/managed-service/managed-service-page'
import { managedServices } from '../../../content/managed-services'
import { pageHead } from '../../../site/page-head'
import { pages } from '../../../site/site-map'

export const Route = createFileRoute('/managed/rpo')({
  head: () => pageHead(pages.managedRpo),
  component: () => <ManagedServicePage service={managedServices.rpo} />,
})
