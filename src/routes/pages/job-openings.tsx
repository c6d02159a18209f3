import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '../../features/careers/careers-page'
import { validateCareersSearch } from '../../features/careers/careers-search'
import { savedPageCopyDate } from '../../lib/saved-page-copy'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/job-openings')({
  // Hand-written (zod-free) so the first-load bundle stays small.
  validateSearch: validateCareersSearch,
  head: () => pageHead(pages.jobOpenings),
  // The jobs the server rendered the page with, if it did: hydration then needs no request.
  loader: ({ context }) => import('../../features/careers/initial-jobs').then((module) => module.initialJobs(context)),
  component: function CareersPageRoute() {
    const jobs = Route.useLoaderData()
    return <CareersPage initialJobs={jobs && { ...jobs, savedAt: savedPageCopyDate() }} />
  },
})
