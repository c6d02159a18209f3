import { createFileRoute } from '@tanstack/react-router'
import { MyApplicationPage } from '../../features/applicant/my-application-page'

// The applicant's own page, opened from the e-mailed link (record 050): a route chunk of its own, and
// its head (title, noindex) is written by the page, so the first load of every other page carries none of it.
export const Route = createFileRoute('/my-application')({
  component: MyApplicationPage,
})
