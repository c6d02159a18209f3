import { createFileRoute } from '@tanstack/react-router'
import { ManagedServicePage } from '../../../pages/managed-service/managed-service-page'
import { managedServices } from '../../../content/managed-services'
import { pageHead } from '../../../site/page-head'
import { pages } from '../../../site/site-map'

export const Route = createFileRoute('/managed/accounting')({
  head: () => pageHead(pages.managedAccounting),
  component: () => <ManagedServicePage service={managedServices.accounting} />,
})
