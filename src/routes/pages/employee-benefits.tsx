import { createFileRoute, redirect } from '@tanstack/react-router'

/** The correctly spelled address sends visitors to the page's established URL. */
export const Route = createFileRoute('/employee-benefits')({
  beforeLoad: () => {
    throw redirect({ to: '/employee-benifits', replace: true })
  },
})
