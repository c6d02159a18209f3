import { createFileRoute } from '@tanstack/react-router'
import { MyOrderPage } from '../../features/my-order/my-order-page'

// The buyer's order page, opened from the receipt e-mail's private link (issue 44): a route chunk of
// its own, its head (title, noindex) written by the page.
export const Route = createFileRoute('/my-order')({
  component: MyOrderPage,
})
